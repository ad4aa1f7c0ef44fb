import { useRef, type KeyboardEvent } from 'react'
import { optionBlock, type Choice, type GridView } from '#core/product/variations'
import type { Product } from '#core/schemas/product'
import { t } from '#core/page/context'
import { usePageId } from '../ui/page-id'

interface Props {
  product: Product
  grids: GridView[]
  choice: Choice
  onChoose(gridId: string, text: string): void
}

/** One APG radio group per grid: arrow keys move and choose, options that lead nowhere are skipped. */
export function Variations({ product, grids, choice, onChoose }: Props) {
  return (
    <div className="vt-product__variations">
      {grids.map((g) => (
        <GridGroup key={g.grid_id} grid={g} product={product} choice={choice} onChoose={onChoose} />
      ))}
    </div>
  )
}

function GridGroup({ grid, product, choice, onChoose }: { grid: GridView } & Omit<Props, 'grids'>) {
  const id = usePageId()
  const list = useRef<HTMLDivElement>(null)
  const chosen = choice[grid.grid_id]
  const blocks = grid.options.map((o) => optionBlock(product, choice, grid.grid_id, o.text))
  const enabled = grid.options.map((_, i) => i).filter((i) => blocks[i] === null)
  // Roving tabindex: the chosen option, else the first enabled one, is the group's one tab stop.
  const current = grid.options.findIndex((o) => o.text === chosen)
  const tabStop = current >= 0 ? current : (enabled[0] ?? -1)

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const step =
      e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0
    if (!step || !enabled.length) return
    e.preventDefault()
    const at = enabled.indexOf(current >= 0 ? current : tabStop)
    const next = enabled[(at + step + enabled.length) % enabled.length]!
    onChoose(grid.grid_id, grid.options[next]!.text)
    list.current?.querySelectorAll<HTMLElement>('[role="radio"]')[next]?.focus()
  }

  return (
    <div className="vt-product__grid" data-grid={grid.grid_id}>
      <p className="vt-product__grid-title" id={id}>
        {grid.title}
        {chosen ? <span className="vt-product__grid-chosen">: {chosen}</span> : null}
      </p>
      <div ref={list} className="vt-product__options" role="radiogroup" aria-labelledby={id} onKeyDown={onKey}>
        {grid.options.map((o, i) => {
          const block = blocks[i]
          const color = o.colors?.[0]
          const reason = block ? t(block === 'none' ? 'product.unavailable' : 'product.out_of_stock') : ''
          return (
            <button
              key={o.text}
              type="button"
              role="radio"
              className={color ? 'vt-product__swatch' : 'vt-product__option'}
              aria-checked={o.text === chosen}
              aria-disabled={block ? true : undefined}
              aria-label={reason ? `${o.text} (${reason})` : color ? o.text : undefined}
              title={reason ? `${o.text}: ${reason}` : o.text}
              tabIndex={i === tabStop ? 0 : -1}
              style={color ? { background: color } : undefined}
              onClick={() => !block && onChoose(grid.grid_id, o.text)}
            >
              {color ? null : o.text}
            </button>
          )
        })}
      </div>
    </div>
  )
}
