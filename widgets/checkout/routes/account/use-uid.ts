import { useId } from 'react'

// useId counts per render root, and every island is its own root: two islands can hand out the same id, and a label
// would then point at another island's element. This area's ids carry their own prefix.
export const useUid = (): string => `vt-acct${useId()}`
