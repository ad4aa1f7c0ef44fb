// Badges and review widgets render through a global their script defines. Reading it is guarded: a script that
// loaded but did not define what we call (another version, a blocked request) is logged, not thrown.

/** The global `name` once the vendor script loaded, or undefined (the caller just skips rendering). */
export async function vendorGlobal<T>(load: () => Promise<boolean>, name: string): Promise<T | undefined> {
  if (!(await load())) return undefined
  return (window as unknown as Record<string, T | undefined>)[name]
}
