import { island } from '../ui/mount'
import { parseOptionValues } from '../ui/options'
import { ConsentBanner } from './ConsentBanner'
import { options } from './options'

/**
 * `<div data-widget="consent" data-privacy-url="/pages/privacidade">`: the LGPD consent banner (accept all, reject,
 * choose). A theme with its own banner leaves this out and calls storefront.consent.set().
 */
export const mount = island(ConsentBanner, (raw, el) => parseOptionValues(raw, options, 'consent', el))
