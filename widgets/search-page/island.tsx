import { labelsFor, t } from '#core/page/context'
import { island } from '../ui/mount'
import { optionName, parseOptionValues } from '../ui/options'
import { firstSearch, runSearch, scopeOf } from './load'
import { resolveScope } from './scope'
import { options as optionShape } from './options'
import { SearchPage } from './SearchPage'

export const mount = island(SearchPage, async (raw, el) => {
  const written = scopeOf(parseOptionValues(raw, optionShape, 'search-page', el))
  try {
    // The store's names are looked up beside the first search, so a theme that writes the exact name waits for
    // nothing more; a slug or another case searches again with the name.
    const [scope, first] = await Promise.all([
      resolveScope(written.scope, (key) => optionName(raw, key), el),
      firstSearch(written, el)
    ])
    const same = JSON.stringify(scope) === JSON.stringify(written.scope)
    return { scope, initial: first.initial, result: same ? first.result : await runSearch(first.initial, scope) }
  } catch (e) {
    // The server's results stay (island keeps its markup on a failure); the shopper is told why nothing refines them.
    await labelsFor('search-page').catch(() => {})
    if (!el.querySelector('[role="alert"]')) {
      const p = document.createElement('p')
      p.setAttribute('role', 'alert')
      p.className = 'vt-search__error'
      p.textContent = t('error.search')
      el.prepend(p)
    }
    throw e
  }
})
