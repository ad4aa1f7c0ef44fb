import { usePageId } from '#widgets/ui/page-id'

/** An id unique on the page for this area's fields (see usePageId: useId would repeat another island's ids). */
export const useUid = (): string => usePageId('vt-acct')
