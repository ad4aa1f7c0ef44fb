import type { Browser, Page } from '@playwright/test'

export interface PageRef {
  name: string
  path: string
}
export interface Figures {
  bytes: number
  files: number
  api: string[]
  scripts: string[]
  /** Gzip bytes of each script fetched, by path. */
  sizes: Map<string, number>
  /** Third-party scripts fetched (the demo's vendor stand-ins): listed, not counted in bytes or files. */
  vendors: string[]
}
export const PAGES: { name: string; path: string | null }[]
export function resolvePaths(baseUrl: string): Promise<PageRef[]>
export function record(page: Page): { snapshot(): Figures }
export function scrollThrough(page: Page): Promise<void>
export function interact(page: Page): Promise<void>
export function measurePage(
  browser: Browser,
  baseUrl: string,
  page: PageRef
): Promise<{ name: string; path: string; before: Figures; after: Figures }>
export function cardRequests(apiLog: string[]): string[]
export function measureVisit(
  browser: Browser,
  baseUrl: string,
  pages: PageRef[]
): Promise<{ name: string; bytes: number; files: number }[]>
export function overBudget(
  name: string,
  figures: { before: Figures; after: Figures },
  budget: { before?: number; files?: number; after: number; cards?: number }
): string[]
export function nextPageOver(next: { name: string; bytes: number }, ceiling: number): string | null
