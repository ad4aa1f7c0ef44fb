import { mountVendor } from '#core/integrations/vendor-mount'
import { ebit } from './vendor'

/** `<div data-widget="ebit">`: the Ebit seal (`ecom:ebit_id`), rendered where the theme places the element. */
export const mount = (el: HTMLElement) => mountVendor(el, ebit)
