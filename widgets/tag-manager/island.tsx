import { mountVendor } from '#core/integrations/vendor-mount'
import { tagManager } from './vendor'

/** `<div data-widget="tag-manager" hidden>`: Google Tag Manager with the `ecom:gtm_id` container. */
export const mount = (el: HTMLElement) => mountVendor(el, tagManager)
