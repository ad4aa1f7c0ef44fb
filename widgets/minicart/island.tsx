import { island } from '../ui/mount'
import { parseOptionValues } from '../ui/options'
import { Minicart } from './Minicart'
import { options } from './options'

export const mount = island(Minicart, (raw, el) => parseOptionValues(raw, options, 'minicart', el))
