import { mountVendor } from '#core/integrations/vendor-mount'
import { confi } from './vendor'

/** `<div data-widget="confi">`: the Confi (Compre\&Confie) seal (`ecom:confi_id`), rendered where the theme places the element. */
export const mount = (el: HTMLElement) => mountVendor(el, confi)
