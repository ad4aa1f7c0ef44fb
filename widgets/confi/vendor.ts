import { vendorGlobal } from '#core/integrations/vendor-global'
import type { VendorPlan } from '#core/integrations/vendor-mount'

type Seal = { render(el: HTMLElement, options: { id: string }): void }

// The seal renders into the theme's element (never into a fixed id), once its script defined the global.
export const confi: VendorPlan = {
  name: 'confi',
  setting: 'confi_id',
  purpose: 'functional',
  src: (id) => `https://selo.compreconfie.com.br/selo.js?id=${id}`,
  start({ id, el, load, safe }) {
    void vendorGlobal<Seal>(load, 'confiSeal').then((seal) => seal && safe(() => seal.render(el, { id })))
  }
}
