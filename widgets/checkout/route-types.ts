import type { ComponentType } from 'react'
import type { LabelKey } from '#core/i18n'

/** What every route component receives from the shell. */
export interface RouteProps {
  params: Record<string, string>
  /**
   * Goes to another route of /app/ ("account/orders"); the browser's history keeps the step, unless `replace` (a
   * redirect: Back must not lead to the page that redirected).
   */
  navigate(path: string, replace?: boolean): void
}

export interface Route {
  /** e.g. "account/orders/:id" (see router.ts). */
  pattern: string
  /** Label of the page title and of the route's heading. */
  title: LabelKey
  /** The steps of a route with a `:step` parameter: each step's label, put before the route's in the page title. */
  steps?: Record<string, LabelKey>
  /**
   * The folder under routes/ the route's code lives in: its labels load with it (chunks/labels-checkout-<part>-…,
   * what that folder's routes add to the shell's strings; see scripts/widget-labels.mjs).
   */
  part: 'cart' | 'checkout' | 'confirmation' | 'account'
  /** The route's own chunk, loaded when it is first visited. */
  load(): Promise<{ default: ComponentType<RouteProps> }>
}
