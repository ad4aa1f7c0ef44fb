import { useState } from 'react'

// Every island is its own render root, and React's useId counts per root: two islands hand out the same ids, and a
// label (aria-labelledby, for) then names another island's element — the minicart drawer was announced as the
// product page's "Tamanho: P". One counter for the whole page instead (islands share this module).
let next = 0

/** An element id unique on the page, stable for the component's life. */
export const usePageId = (prefix = 'vt'): string => useState(() => `${prefix}-${++next}`)[0]
