import { atom } from 'nanostores'

// Whether checkout:begin was emitted for this visit to the checkout. A store, not the route's: the route mounts anew
// at each step (its key is the path), and only leaving for another route ends the visit.
const $begun = atom(false)

/** True the first time in a visit: the caller then says the checkout began. */
export function beginVisit(): boolean {
  if ($begun.get()) return false
  $begun.set(true)
  return true
}

export const endVisit = (): void => $begun.set(false)
