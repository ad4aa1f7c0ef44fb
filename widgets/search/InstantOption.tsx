import { shownPrice } from '#core/money/shown'
import { money, settings, t } from '#core/page/context'
import { Picture } from '../ui/Picture'
import { inactiveReason, productName } from '../ui/product-state'
import type { InstantOption as Option } from './view'

/** One option's content. Text only, never HTML: product names come from the network. */
export function InstantOption({ option }: { option: Option }) {
  switch (option.kind) {
    case 'history':
      return <span className="vt-instant__term">{option.term}</span>
    case 'suggestion':
      return <span className="vt-instant__suggestion">{t('search.did_you_mean', { term: option.term })}</span>
    case 'all':
      return <span className="vt-instant__all">{t('search.see_all')}</span>
    case 'clear':
      return <span className="vt-instant__clear">{t('search.clear_history')}</span>
    case 'product': {
      const p = option.product
      // The card's rule and words: a product that cannot be bought says why ('Esgotado', 'Sob consulta'), no price.
      const reason = inactiveReason(p)
      const shown = reason ? null : shownPrice(p)
      return (
        <>
          <Picture className="vt-instant__picture" pictures={p.pictures} alt="" size="small" />
          <span className="vt-instant__name">{productName(p, settings.lang)}</span>
          {reason ? <span className="vt-instant__status">{t(reason)}</span> : null}
          {shown === null ? null : <span className="vt-instant__price">{money(shown)}</span>}
        </>
      )
    }
  }
}
