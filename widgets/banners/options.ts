import { interval, text, type OptionDocs } from '../ui/options'

/** The banners' options (data-* attributes); each banner's schedule is on its own <li> (data-start, data-end). */
export const options = {
  autoplay: interval(6000),
  label: text(120)
}

export const docs: OptionDocs<typeof options> = {
  autoplay: 'Milliseconds between banners when there are several: 0 for none, else 2000 to 600000 (default 6000).',
  label: 'The accessible name of the banner rotation (default "Destaques").'
}
