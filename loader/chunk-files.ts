import { preload } from './loader'

// Where the island chunks are: files beside the loader (dist/chunks/), found by URL, as a CDN serves them. The React
// flavour's build swaps this module for a table of literal import() calls (scripts/chunk-table.mjs), so a theme's
// bundler can follow every chunk instead of meeting a URL it cannot read.
// (@vite-ignore: the chunk is named at run time, so the unit tests' Vite must not read this URL as a glob.)

/** The address the loader hands the runtime for a chunk: here its URL. */
export const chunkAddress = (chunk: string) => new URL(/* @vite-ignore */ `chunks/${chunk}.js`, import.meta.url).href

/** Imports a chunk by its address. */
export const importChunkAt = (address: string) => import(address)

/** Starts fetching a chunk every island needs, without running it. */
export const warmChunk = preload
