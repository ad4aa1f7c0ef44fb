// A checkout whose session ended (token expired, or refused by the platform) is not a checkout after a logout: the
// shopper did not leave, so what they typed stays and they log in again where they were. After a logout, or under
// another customer's login, the draft of the one before is never shown.

export interface DraftOwnership {
  /** The logged-in customer whose record filled the draft, if one did. */
  owner?: string
  /** The draft's shopper chose to go on without logging in. */
  visitor: boolean
}

/** Who is on the page now: the logged-in customer, and the one whose session ended without a logout. */
export interface Who {
  loggedIn?: string
  ended: string | null
}

/** Whether a stored draft may be shown: a visitor's or nobody's, the logged-in owner's, or the owner's whose session ended. */
export function draftKept({ owner }: Pick<DraftOwnership, 'owner'>, who: Who): boolean {
  return !owner || owner === who.loggedIn || owner === who.ended
}

/**
 * Whether the checkout waits for its shopper to log in again, in place: nobody is logged in, a session ended, and the
 * draft is that customer's (or filled by nobody yet), not a visitor's.
 */
export function awaitsLogin(draft: DraftOwnership, who: Who): boolean {
  if (who.loggedIn || !who.ended || draft.visitor) return false
  return (draft.owner ?? who.ended) === who.ended
}
