import { mountVendor } from '../../core/page/vendor-mount'
import { tiktokPixel } from './vendor'

/** `<div data-widget="tiktok-pixel" hidden>`: the TikTok Pixel with `ecom:tiktok_pixel_id`. */
export const mount = (el: HTMLElement) => mountVendor(el, tiktokPixel)
