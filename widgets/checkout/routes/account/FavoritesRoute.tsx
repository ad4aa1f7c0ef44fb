import { useStore } from '@nanostores/react'
import { useRef } from 'react'
import { productsByIds } from '#core/account/products-by-ids'
import { api } from '#core/page/api'
import { passport } from '#core/page/passport'
import type { Product } from '#core/schemas/product'
import { t } from '#core/page/context'
import { ProductCard } from '#widgets/ui/ProductCard'
import type { RouteProps } from '#widgets/checkout/route-types'
import { AccountPage } from './AccountPage'
import { LoadError } from './LoadError'
import { useKeptFocus } from './use-kept-focus'
import { type Load, useLoad } from './use-load'

function Favorites() {
  const customer = useStore(passport.$customer)
  const ids = customer?.favorites ?? []
  // One search for all the favourites, read once: removing a heart hides its card without asking again.
  const first = useRef(ids)
  const [state, retry] = useLoad(() => productsByIds(api, first.current), 'favorites')
  // A heart pressed takes its card away: focus goes to the first card left, else the page's heading.
  const kept = useKeptFocus<HTMLDivElement>(
    (root) =>
      root.querySelector<HTMLElement>('.vt-account__cards a[href]') ??
      root.closest('.vt-account')?.querySelector<HTMLElement>('h1')
  )
  return (
    <div {...kept}>
      <FavoriteList ids={ids} state={state} retry={retry} />
    </div>
  )
}

function FavoriteList({ ids, state, retry }: { ids: string[]; state: Load<Map<string, Product>>; retry(): void }) {
  if (!ids.length) return <p>{t('favorites.empty')}</p>
  if (state.state === 'loading') return <p role="status">{t('common.loading')}</p>
  if (state.state === 'error') return <LoadError retry={retry} />
  const products = ids.map((id) => state.data.get(id)).filter((p): p is Product => Boolean(p))
  return (
    <ul className="vt-account__cards">
      {products.map((p) => (
        <li key={p._id}>
          <ProductCard product={p} refresh={false} heading="h2" />
        </li>
      ))}
    </ul>
  )
}

/** #/account/favorites: the favourite products as cards; the heart removes one, the buy button adds it to the cart. */
export default function FavoritesRoute(_: RouteProps) {
  return <AccountPage title={t('favorites.title')}>{() => <Favorites />}</AccountPage>
}
