// Recent request log, read by API-client tests to check request spacing; timestamps use
// performance.now() so they are monotonic and comparable with the test's own clock.
import { performance } from 'node:perf_hooks'

const MAX_ENTRIES = 2000

/** @typedef {{ api: string, method: string, path: string, t: number, status: number | null, body?: string, key?: string }} LogEntry */

export function createRequestLog () {
  /** @type {LogEntry[]} */
  let entries = []
  return {
    /** Records a request as it arrives; status is filled in when the answer finishes (0 when none was sent).
     * @param {string} api @param {string} method @param {string} path @returns {LogEntry} */
    start (api, method, path) {
      const entry = { api, method, path, t: Math.round(performance.now() * 1000) / 1000, status: null }
      entries.push(entry)
      if (entries.length > MAX_ENTRIES) entries = entries.slice(-MAX_ENTRIES)
      return entry
    },
    list: () => entries.slice(),
    clear () { entries = [] }
  }
}
