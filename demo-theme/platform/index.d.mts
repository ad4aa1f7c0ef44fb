// Types for TypeScript callers (tests, the demo server); the implementation is plain JS with JSDoc.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Catalogue } from '../catalogue/index.mjs'

export interface PlatformOptions {
  storeId?: number
  dataFile?: string
  catalogueSize?: number
  catalogue?: Catalogue
  log?: (msg: string) => void
  /** Honours fault injection and the /__platform test controls (faults, log, reset); off for a shop. */
  testMode?: boolean
  /** In test mode, the JSONL file where the API payloads are recorded for the contract check (tests/contract). */
  recordFile?: string
}
export interface Platform {
  handle (req: IncomingMessage, res: ServerResponse): Promise<boolean>
  testMode: boolean
  state: any
  faults: any
  requestLog: { list (): { api: string, method: string, path: string, t: number, status: number | null }[], clear (): void }
  ready: Promise<void>
  close (): Promise<void>
}
export function createPlatform (opts?: PlatformOptions): Platform
export function startPlatform (opts?: PlatformOptions & { port?: number, host?: string }): Promise<{ url: string, port: number, close (): Promise<void>, platform: Platform }>
export { createCatalogue } from '../catalogue/index.mjs'
