import type { MenuNode } from './category-tree'

/** Reads the theme's nested list (`ul > li > a` with an optional inner `ul`) into menu entries; links only. */
export function treeFromList(list: Element | null): MenuNode[] {
  if (!list) return []
  const out: MenuNode[] = []
  for (const li of list.children) {
    const a = li.querySelector(':scope > a[href]')
    if (!a?.textContent?.trim()) continue
    out.push({
      name: a.textContent.trim(),
      href: a.getAttribute('href')!,
      children: treeFromList(li.querySelector(':scope > ul'))
    })
  }
  return out
}
