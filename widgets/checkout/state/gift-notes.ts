import { atom } from 'nanostores'

/** Names of the gifts the cart earned but that are out of stock (state/freebies.ts skips them). */
export const $skippedGifts = atom<string[]>([])
