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

/** Attributes of each banner (each `<li>` of the list), read by the island: schedule and promotion events. */
export const itemDocs = {
  'data-start':
    'On a banner (<li>): shown from this ISO date on (2026-12-01T00:00:00-03:00); a bad date is reported and ignored.',
  'data-end':
    'On a banner (<li>): shown until this ISO date, and taken away the moment it passes while the page stays open.',
  'data-promotion-id':
    'On a banner (<li>): the id of the promotion:view / promotion:select events (default: its link, else its position).',
  'data-promotion-name': "On a banner (<li>): the name of the promotion:* events (default: its image's alt text)."
}
