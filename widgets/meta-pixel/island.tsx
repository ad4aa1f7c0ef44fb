import { mountWithConsent } from '#core/integrations/vendor-mount'

/**
 * `<div data-widget="meta-pixel" hidden>`: the Meta (Facebook) Pixel with `ecom:meta_pixel_id`. Its code loads once the shopper consents to ads
 * (before that it could send nothing).
 */
export const mount = (el: HTMLElement) => mountWithConsent(el, 'ads', () => import('./vendor').then((m) => m.metaPixel))
