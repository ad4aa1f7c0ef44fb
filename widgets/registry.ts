import type { Registration } from '../core/widget'
import { registration as minicart } from './minicart/registration'
import { registration as productCard } from './product-card/registration'

// Registrations only (a few bytes each): the loader bundles this list, never the islands themselves.
export const registry: Record<string, Registration> = Object.fromEntries(
  [minicart, productCard].map((r) => [r.name, r])
)
