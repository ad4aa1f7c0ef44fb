import { labelsFor, t } from '../../core/runtime'
import { island } from '../ui/mount'
import { parseOptionValues } from '../ui/options'
import { firstSearch, scopeOf } from './load'
import { options as optionShape } from './options'
import { SearchPage } from './SearchPage'

export const mount = island(SearchPage, async (raw, el) => {
  const options = scopeOf(parseOptionValues(raw, optionShape, 'search-page', el))
  try {
    return { ...options, ...(await firstSearch(options, el)) }
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
