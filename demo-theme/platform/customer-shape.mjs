// A customer record as the platform's Customers resource types it: a pronoun ('he', 'she') where the checkout and the
// storefront speak of gender ('m', 'f', 'x'), and no gender field.

/** @param {unknown} gender @returns {'he' | 'she' | undefined} */
export const pronounOf = (gender) => (gender === 'm' ? 'he' : gender === 'f' ? 'she' : undefined)
