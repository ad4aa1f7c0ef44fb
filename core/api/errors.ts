/** 'no_store': the page has no valid `ecom:store_id`, so nothing was sent (core/settings storeIdError). */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'abort' | 'invalid' | 'unsupported' | 'no_store'

export interface ApiErrorInfo {
  api: string
  path: string
  url: string
  method: string
  kind: ApiErrorKind
  status?: number
  body?: unknown
}

/** The only thing the client ever rejects with, so callers branch on `kind`/`status` instead of parsing messages. */
export class ApiError extends Error implements ApiErrorInfo {
  declare api: string
  declare path: string
  declare url: string
  declare method: string
  declare kind: ApiErrorKind
  declare status?: number
  declare body?: unknown

  constructor(info: ApiErrorInfo, cause?: unknown) {
    super(`${info.api} ${info.method} ${info.path} failed: ${info.status ?? info.kind}`, { cause })
    this.name = 'ApiError'
    Object.assign(this, info)
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError
