import { mountVendor } from '#core/integrations/vendor-mount'
import { analytics } from './vendor'

/** `<div data-widget="analytics" hidden>`: GA4 through gtag (`ecom:ga4_id`), optional Google Ads conversion. */
export const mount = (el: HTMLElement) => mountVendor(el, analytics)
