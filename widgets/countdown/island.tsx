import { dateMs } from '#core/page/schedule'
import { island } from '../ui/mount'
import { parseOptionValues } from '../ui/options'
import { Countdown, type CountdownProps } from './Countdown'
import { options } from './options'

async function productEnd(id: string): Promise<number> {
  const { loadProduct } = await import('#core/net')
  return dateMs((await loadProduct(id)).price_effective_date?.end)
}

async function props(raw: Record<string, unknown>, el: HTMLElement): Promise<Omit<CountdownProps, 'root'>> {
  const o = parseOptionValues(raw, options, 'countdown', el)
  const end = o.end !== undefined ? o.end : o.productId ? await productEnd(o.productId) : NaN
  // No end to count to: the server markup stays as it is (the island does not mount).
  if (Number.isNaN(end)) throw new Error('countdown: no valid data-end nor a product with price_effective_date.end')
  return { end, maxHours: o.maxHours }
}

export const mount = island(Countdown, props)
