import { mountVendor } from '../../core/page/vendor-mount'
import { metaPixel } from './vendor'

/** `<div data-widget="meta-pixel" hidden>`: the Meta (Facebook) Pixel with `ecom:meta_pixel_id`. */
export const mount = (el: HTMLElement) => mountVendor(el, metaPixel)
