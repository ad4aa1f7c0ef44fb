import type { CartItem } from '../schemas/cart'

/** The flag of a free gift's line (with '__tmp'), as the platform's storefront sets it. */
export const FREEBIE_FLAG = 'freebie'

/** A free gift's line: price 0, quantity locked, shown as 'Brinde'. */
export const isFreebie = (item: Pick<CartItem, 'flags'>): boolean => Boolean(item.flags?.includes(FREEBIE_FLAG))
