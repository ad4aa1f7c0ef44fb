import { afterAll, beforeAll } from 'vitest'
import { startPlatform } from '../../../../demo-theme/platform/index.mjs'

export const STORE = { 'X-Store-ID': '1011' }
export const JSON_HEADERS = { 'X-Store-ID': '1011', 'Content-Type': 'application/json' }

export type Running = Awaited<ReturnType<typeof startPlatform>>

export async function start(opts: Parameters<typeof startPlatform>[0] = {}): Promise<Running> {
  return startPlatform({ log: () => {}, testMode: true, ...opts })
}

/** One platform for a test file, in test mode: started before its tests, closed after (the object fills in once started). */
export function platformForFile(): Running {
  const p = {} as Running
  beforeAll(async () => {
    Object.assign(p, await start())
  })
  afterAll(() => p.close())
  return p
}

export async function call(p: Running, path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, headers, ...rest } = init
  const res = await fetch(p.url + path, {
    ...rest,
    headers: { ...JSON_HEADERS, ...(headers as Record<string, string> | undefined) },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {})
  })
  const text = await res.text()
  let body: any
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = text
  }
  return { status: res.status, body, headers: res.headers }
}

export const post = (p: Running, path: string, json: unknown, headers: Record<string, string> = {}) =>
  call(p, path, { method: 'POST', json, headers })
