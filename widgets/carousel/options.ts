import * as z from 'zod/mini'
import { DEFAULT_PER_VIEW, parsePerView } from '#core/page/breakpoints'
import { Sort } from '#core/search/state'
import { idList, int, interval, type OptionDocs, type OptionsOf, text } from '../ui/options'

/** Items per view for base, Xs, Sm, Md, Lg: "1 2 3 4 5" (a shorter list repeats its last value). */
// The default on the input side, as a theme would write it: so the option's JSON Schema states a default it accepts.
const perView = z.pipe(
  z._default(
    z.string().check(z.refine((s) => parsePerView(s) !== null, 'must be 1 to 5 whole numbers from 1 to 12')),
    DEFAULT_PER_VIEW.join(' ')
  ),
  z.transform((s) => parsePerView(s) ?? [...DEFAULT_PER_VIEW])
)

/** The carousel's options (data-* attributes). */
export const options = {
  perView,
  autoplay: interval(0),
  label: text(120),
  ids: idList(70),
  sort: z.optional(Sort),
  size: int(8, 1, 24)
}

export type CarouselOptions = OptionsOf<typeof options>

export const docs: OptionDocs<typeof options> = {
  perView:
    'Items per view on phones, then from 576, 768, 992 and 1200 px up: 1 to 5 whole numbers from 1 to 12, separated by spaces or commas ("1 2 3 4 5"; a shorter list repeats its last value).',
  autoplay:
    'Milliseconds between automatic moves: 0 (default) for none, else 2000 to 600000; stops on hover and focus.',
  label: "The carousel's accessible name (default: its first heading).",
  ids: 'Product ids (comma-separated, at most 70) to fill an empty carousel with cards, in one request.',
  sort: 'Or a search sort (e.g. "sales") to fill an empty carousel with the best products by it.',
  size: 'How many products a data-sort carousel shows (1 to 24).'
}
