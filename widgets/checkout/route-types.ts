import type { ComponentType } from 'react'
import type { LabelKey } from '../../core/i18n'

/** What every route component receives from the shell. */
export interface RouteProps {
  params: Record<string, string>
  /** Goes to another route of /app/ ("account/orders"); the browser's history keeps the step. */
  navigate(path: string): void
}

export interface Route {
  /** e.g. "account/orders/:id" (see router.ts). */
  pattern: string
  /** Label of the page title and of the route's heading. */
  title: LabelKey
  /** The route's own chunk, loaded when it is first visited. */
  load(): Promise<{ default: ComponentType<RouteProps> }>
}
