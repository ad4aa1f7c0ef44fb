// Keeps the mutable part of the platform (customers, orders, carts, logins) in one JSON file,
// so a restarted demo server remembers everything. Writes are atomic (temp file + rename)
// and serialised, so a crash mid-write never leaves a half-written file behind.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/**
 * @param {string | undefined} file
 * @param {(msg: string) => void} log
 */
export function createPersistence (file, log) {
  let chain = Promise.resolve()
  let counter = 0
  return {
    /** @returns {any | undefined} the saved data, or undefined when there is none (or it is unreadable) */
    load () {
      if (!file) return undefined
      try {
        return JSON.parse(readFileSync(file, 'utf8'))
      } catch (err) {
        if (/** @type {any} */ (err).code !== 'ENOENT') log(`platform: ignoring unreadable data file ${file}: ${/** @type {Error} */ (err).message}`)
        return undefined
      }
    },
    /** Queues a write of a snapshot taken now; resolves once it is on disk. @param {unknown} data */
    save (data) {
      if (!file) return Promise.resolve()
      const text = JSON.stringify(data)
      const target = file
      chain = chain.then(async () => {
        const tmp = `${target}.${process.pid}.${++counter}.tmp`
        try {
          mkdirSync(dirname(target), { recursive: true })
          await writeFile(tmp, text)
          await rename(tmp, target)
        } catch (err) {
          log(`platform: could not save ${target}: ${/** @type {Error} */ (err).message}`)
        }
      })
      return chain
    },
    /** Synchronous variant for shutdown paths. @param {unknown} data */
    saveSync (data) {
      if (!file) return
      const tmp = `${file}.${process.pid}.sync.tmp`
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(tmp, JSON.stringify(data))
      renameSync(tmp, file)
    },
    flush: () => chain
  }
}
