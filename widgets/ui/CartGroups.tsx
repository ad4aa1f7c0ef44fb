import { type ReactNode, useEffect, useRef, useState } from 'react'
import { groupCents, type LineGroup, lineGroups } from '#core/cart/line-groups'
import { fromCents } from '#core/money/cents'
import { lineTotalsCents } from '#core/money/cart-math'
import type { CartItem } from '#core/schemas/cart'
import { money, t } from '#core/page/context'
import { removeLine } from './remove-line'

export interface CartGroupsProps {
  items: readonly CartItem[]
  className: string
  /** One line as the list shows it; `inKit` lines have no remove of their own (their kit's removes them all). */
  line: (item: CartItem, total: number, inKit: boolean) => ReactNode
  /** Where focus goes when the last line is removed (see removeLine). */
  fallback: (from: HTMLElement) => HTMLElement | null
  /** A line just added: shown (scrolled to and marked) — its kit, when it is part of one. */
  added?: string | null
}

type Kit = LineGroup<CartItem> & { kit: NonNullable<LineGroup<CartItem>['kit']> }

// Groups drawn in full as the list appears (a drawer opening, the cart page): about what a phone shows — the first
// ones, or those that end at a line just added, which the list scrolls to. The others are drawn right after, in the
// task after the first paint, so opening a cart of 100 lines is not held up by them.
const FIRST = 8

/** Whether every group may be drawn in full: at once for a short list, else once the first ones are on screen. */
function useAllDrawn(count: number): boolean {
  const [all, setAll] = useState(count <= FIRST)
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, as the list first appears
  useEffect(() => {
    if (all) return
    let later: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      later = setTimeout(() => setAll(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(later)
    }
  }, [])
  return all
}

/**
 * A group not drawn yet: still an item of the list with its name, so the list's count and order stay right for a
 * screen reader, and about a line's height, so the list's length hardly moves when it is drawn.
 */
function LaterLine({ group }: { group: LineGroup<CartItem> }) {
  const first = group.lines[0]!
  return (
    <li className="vt-line vt-line--later" data-line={group.kit ? undefined : first._id}>
      {group.kit ? (group.kit.name ?? t('cart.kit')) : (first.name ?? first.sku ?? first.product_id)}
    </li>
  )
}

/**
 * 'Remover kit' asks first, in place (the kit's lines go together, which a shopper may not expect): the question
 * takes focus on its safe choice, 'Manter kit' gives focus back to the button, and the removal is announced.
 */
function KitRemove({
  group,
  fallback,
  onRemoved
}: {
  group: Kit
  fallback: CartGroupsProps['fallback']
  onRemoved(): void
}) {
  const [asking, setAsking] = useState(false)
  const keep = useRef<HTMLButtonElement>(null)
  const ask = useRef<HTMLButtonElement>(null)
  const returning = useRef(false)
  const name = group.kit.name ?? t('cart.kit')
  const first = group.lines[0]!._id
  useEffect(() => {
    if (asking) keep.current?.focus()
    else if (returning.current) {
      returning.current = false
      ask.current?.focus()
    }
  }, [asking])
  if (!asking)
    return (
      <button
        ref={ask}
        type="button"
        className="vt-kit__remove"
        data-remove={first}
        aria-label={`${t('cart.remove_kit')}: ${name}`}
        onClick={() => setAsking(true)}
      >
        {t('cart.remove_kit')}
      </button>
    )
  const question = `vt-kit-ask-${first}`
  return (
    <div className="vt-kit__ask" role="group" aria-labelledby={question}>
      <p id={question}>{t('cart.remove_kit_confirm', { name, count: group.lines.length })}</p>
      <button
        type="button"
        className="vt-button vt-button--primary"
        data-remove={first}
        onClick={(e) => {
          onRemoved()
          removeLine(e.currentTarget, first, fallback)
        }}
      >
        {t('cart.remove_kit')}
      </button>
      <button
        ref={keep}
        type="button"
        className="vt-button"
        onClick={() => {
          returning.current = true
          setAsking(false)
        }}
      >
        {t('cart.keep_kit')}
      </button>
    </div>
  )
}

/**
 * The cart's lines as the minicart and the cart page list them: a kit is one group (its name, its total, its parts
 * under it, one 'Remover kit'); any other line stands alone. The list's live region says what a removal took.
 */
export function CartGroups({ items, className, line, fallback, added }: CartGroupsProps) {
  const cents = lineTotalsCents(items)
  // By position, looked up once per line: indexOf for each of 100 lines is 5,000 comparisons per draw.
  const at = new Map(items.map((item, i) => [item, i]))
  const total = (item: CartItem) => fromCents(cents[at.get(item) ?? -1] ?? 0)
  const groups = lineGroups(items)
  const all = useAllDrawn(groups.length)
  const addedAt = added ? groups.findIndex((g) => g.lines.some((l) => l._id === added)) : -1
  const from = Math.max(0, addedAt - FIRST + 1)
  const [said, setSaid] = useState('')
  const list = useRef<HTMLUListElement>(null)
  // The added line (or its kit) is scrolled into the list's view and marked; a new add moves the mark.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `all` drawn: the added line is shown again, placed anew
  useEffect(() => {
    if (!added) return
    const row = list.current?.querySelector<HTMLElement>(`[data-line="${CSS.escape(added)}"]`)
    const shown = row?.closest<HTMLElement>('[data-kit]') ?? row
    if (!shown) return
    for (const old of list.current!.querySelectorAll('[data-added]')) old.removeAttribute('data-added')
    shown.setAttribute('data-added', '')
    shown.scrollIntoView({ block: 'nearest' })
  }, [added, all])
  return (
    <>
      {/* The live region stays when the last line goes, so the removal is still said. */}
      {items.length > 0 && (
        <ul className={className} data-cart-lines ref={list}>
          {groups.map((g, i) =>
            !all && (i < from || i >= from + FIRST) ? (
              <LaterLine key={g.kit ? `kit:${g.kit._id}` : g.lines[0]!._id} group={g} />
            ) : g.kit ? (
              <li key={`kit:${g.kit._id}`} className="vt-kit" data-kit={g.kit._id}>
                <div className="vt-kit__head">
                  <p className="vt-kit__name">
                    {t('cart.kit')}: {g.kit.name ?? t('cart.kit')}
                  </p>
                  <p className="vt-kit__total">
                    <span className="vt-sr-only">{t('cart.kit_total')}: </span>
                    {money(fromCents(groupCents(cents, g)))}
                  </p>
                  <KitRemove
                    group={g as Kit}
                    fallback={fallback}
                    onRemoved={() => setSaid(t('cart.kit_removed', { name: g.kit!.name ?? t('cart.kit') }))}
                  />
                </div>
                <ul className="vt-kit__parts">{g.lines.map((l) => line(l, total(l), true))}</ul>
              </li>
            ) : (
              line(g.lines[0]!, total(g.lines[0]!), false)
            )
          )}
        </ul>
      )}
      <p className="vt-sr-only" role="status">
        {said}
      </p>
    </>
  )
}
