import { island } from '../ui/mount'
import { parseOptionValues } from '../ui/options'
import { Minicart } from './Minicart'
import { options } from './options'
import { themeIcon } from '../ui/theme-icon'

export const mount = island(Minicart, (raw, el) => ({
  ...parseOptionValues(raw, options, 'minicart', el),
  icon: themeIcon(el)
}))
