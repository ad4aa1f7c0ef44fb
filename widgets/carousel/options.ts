import * as z from 'zod/mini'
import { Sort } from '../../core/search/state'

/**
 * data-per-view: items per view for base, Xs, Sm, Md, Lg ("1 2 3 4 5"; checked by parsePerView); data-autoplay: ms
 * between moves (0 = none, else at least 2000); data-label: the carousel's accessible name; a product carousel the
 * island fills: data-ids (comma-separated 24-hex ids) or data-sort (a search sort key, e.g. "sales") with data-size
 * (1–24, default 8).
 */
export const CarouselOptions = {
  perView: z.string(),
  autoplay: z.string().check(z.regex(/^(0|[2-9]\d{3}|\d{5,6})$/)),
  label: z.string().check(z.minLength(1), z.maxLength(120)),
  ids: z.string().check(z.regex(/^[a-f0-9]{24}(\s*,\s*[a-f0-9]{24})*$/)),
  sort: Sort,
  size: z.string().check(z.regex(/^([1-9]|1\d|2[0-4])$/))
}
