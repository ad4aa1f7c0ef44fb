import { categoryTree, type MenuNode } from './category-tree'
import { labelsFor, t } from '#core/page/context'
import { CategoryList } from '#core/schemas/category'
import { island } from '../ui/mount'
import { treeFromList } from './markup-tree'
import { parseOptionValues } from '../ui/options'
import { options } from './options'
import { SideMenu, type SideMenuProps } from './SideMenu'
import { toggleLabel } from './toggle-label'
import { themeIcon } from '../ui/theme-icon'

/** The Store API's categories, for a menu element the theme left empty. */
async function apiTree(): Promise<MenuNode[]> {
  const { api } = await import('#core/page/api')
  const answer = CategoryList.parse(await api.store('/categories.json', { query: { limit: '1000' } }))
  return categoryTree(answer.result)
}

async function props(raw: Record<string, unknown>, el: HTMLElement): Promise<SideMenuProps> {
  // The title and the button's name may be labels (the markup's tree needs no request to wait beside them).
  await labelsFor('side-menu')
  const title = parseOptionValues(raw, options, 'side-menu', el).title ?? t('menu.categories')
  const fromMarkup = treeFromList(el.querySelector(':scope ul'))
  return {
    title,
    toggle: toggleLabel(el),
    icon: themeIcon(el),
    nodes: fromMarkup.length ? fromMarkup : await apiTree()
  }
}

export const mount = island(SideMenu, props)
