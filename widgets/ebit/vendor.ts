import { vendorGlobal } from '#core/integrations/vendor-global'
import type { VendorPlan } from '#core/integrations/vendor-mount'

type Seal = { render(el: HTMLElement, options: { id: string }): void }

// The seal renders into the theme's element (never into a fixed id), once its script defined the global.
export const ebit: VendorPlan = {
  name: 'ebit',
  setting: 'ebit_id',
  purpose: 'functional',
  src: (id) => `https://imgs.ebit.com.br/ebitBR/selo-ebit/js/getSelo.js?${id}`,
  start({ id, el, load, safe }) {
    void vendorGlobal<Seal>(load, 'ebitSeal').then((seal) => seal && safe(() => seal.render(el, { id })))
  }
}
