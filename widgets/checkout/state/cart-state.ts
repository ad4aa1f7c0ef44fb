import { atom, computed, onMount } from 'nanostores'
import { cartTotals, sortServices } from '#core/checkout/totals'
import { passport } from '#core/page/passport'
import { CHECKOUT_SHIPPING_KEY as SHIPPING_KEY } from '#core/passport/session-data'
import { bus, cart } from '#core/page/context'
import * as z from 'zod/mini'
import { ShippingService, type DiscountRule } from '#core/schemas/modules'
import type { AvailableExtraDiscount } from '#core/schemas/payment'
import { rememberZip } from '#core/shipping/zip'
import { ModuleRefusal, applyDiscount, calculateShipping } from './modules'
import { $refusedCoupon } from './coupon-verdict'
import { isFreebie } from '#core/cart/freebie-flag'
import { fillOnFirstUse } from '#core/first-use'
import { lazy } from '#core/lazy'
import { readJson, writeJson } from './storage'

// What the cart page adds to the cart: the coupon (kept in the session's tracking data, as the platform's
// passport does), the discount the modules grant, and the shipping quote with the chosen service (kept for the
// browser session so the checkout and a reload find it).

export interface DiscountState {
  rule?: DiscountRule
  /** The module's message for the refused coupon ('' when it gave none). */
  invalid?: string
  /** apply_discount did not answer for the coupon sent: nothing is known about the code, so it is not called invalid. */
  failed?: boolean
  /**
   * The store's automatic discount and the subtotal it needs, to tell the shopper how far it is. The key is absent
   * until apply_discount has answered (then the theme's defaults stand in), present and undefined if it named none.
   */
  extra?: AvailableExtraDiscount
  busy?: boolean
  /** The subtotal the answer was for: a cart changed since is still waiting for its own (see $pending). */
  at?: number
}
export interface ShippingState {
  zip: string
  services: ShippingService[]
  code?: string
  freeFrom?: number
  /** calculate_shipping did not answer (outage, timeout, unreadable answer): worth asking again. */
  error?: boolean
  /** The platform answered without services for this CEP: its message, or '' for the default one. */
  refused?: string
  busy?: boolean
  /** The subtotal the quote was asked for (absent for a stored one): the items weigh on the freight. */
  at?: number
}

// Stored quote: untrusted on the way back in (validated; anything else starts without a quote).
const StoredShipping = z.object({
  zip: z.string(),
  services: z.array(ShippingService),
  code: z.optional(z.string()),
  freeFrom: z.optional(z.number())
})
export const $coupon = atom<string>('')
export const $discount = atom<DiscountState>({})
export const $shipping = atom<ShippingState>({ zip: '', services: [] })

// The session's coupon and the stored quote are read when a store is first used, not when this module is imported.
fillOnFirstUse($coupon, () => $coupon.set(passport.getSession().coupon ?? ''))
fillOnFirstUse($shipping, () => {
  const stored = StoredShipping.safeParse(readJson(SHIPPING_KEY))
  if (stored.success) $shipping.set({ ...stored.data, busy: false })
})
// A logout (here or in another tab) takes the quote and its CEP, its stored copy already gone (session-data.ts). Followed
// from the first time a screen uses the quote, and for the page's life: a screen without it (the confirmation) may
// be showing when the shopper logs out, and the cart shown next must not bring the old CEP back.
let forgets = false
onMount($shipping, () => {
  if (forgets) return
  forgets = true
  bus.on('passport:logout', () => $shipping.set({ zip: '', services: [] }))
})

export const $chosenService = computed(
  $shipping,
  (s) => s.services.find((x) => x.service_code === s.code) ?? s.services[0]
)
// Made on first use, as the page's cart they follow.
export const $totals = lazy(() =>
  computed([cart.$cart, $chosenService, $discount], (c, service, d) => cartTotals(c.subtotal, service, d.rule))
)

/**
 * Which figures wait for an answer: the discount until apply_discount has answered for this very subtotal (also while
 * a quantity burst is being coalesced), the freight while it is quoted; the total waits for both. A waiting figure is
 * shown as such, never computed with the answer for the cart before.
 */
export const $pending = lazy(() =>
  computed([cart.$cart, $discount, $shipping], (c, d, s) => {
    const discount = d.busy === true || d.at !== c.subtotal
    const freight = s.busy === true || (s.at !== undefined && s.at !== c.subtotal)
    return { discount, freight, total: discount || freight }
  })
)

const saveShipping = (s: ShippingState) => {
  $shipping.set(s)
  // A failed quote is not kept: after a reload the CEP is simply not quoted yet.
  writeJson(
    SHIPPING_KEY,
    s.error ? undefined : { zip: s.zip, services: s.services, code: s.code, freeFrom: s.freeFrom }
  )
}

// Each check is numbered: an answer for a cart that has changed since (a slower, older request) is dropped.
let checks = 0

/**
 * Asks apply_discount for the coupon (or, without one, the store's automatic discount); the answer replaces the old.
 * The session keeps the coupon whatever the verdict, so a cart that qualifies again gets it back; a refused one is
 * dropped from the totals and from the order at once, and the store's automatic discount (if any) stands in.
 */
export async function refreshDiscount(coupon = $coupon.get()): Promise<void> {
  const check = ++checks
  $discount.set({ ...$discount.get(), busy: true })
  const at = cart.data.subtotal
  const base = cartTotals(at, $chosenService.get())
  try {
    const a = await applyDiscount(cart.data, base, coupon || undefined)
    if (coupon && a.invalid_coupon_message !== undefined) {
      const auto = await applyDiscount(cart.data, base).catch(() => undefined)
      if (check !== checks) return
      keepCoupon(coupon, true)
      $discount.set({
        rule: auto?.discount_rule,
        invalid: a.invalid_coupon_message,
        extra: a.available_extra_discount,
        at
      })
      return
    }
    if (check !== checks) return
    keepCoupon(coupon, false)
    $discount.set({ rule: a.discount_rule, extra: a.available_extra_discount, at })
    const gifts = a.freebie_product_ids ?? []
    if (gifts.length || cart.data.items.some(isFreebie)) void import('./freebies').then((m) => m.syncFreebies(gifts))
  } catch {
    if (check !== checks) return
    // An outage, a timeout or an unreadable answer says nothing about the code: the shopper is offered a retry.
    // The old rule stands (as before the change): shown, not waited for forever.
    $discount.set({ ...$discount.get(), busy: false, failed: Boolean(coupon), at })
  }
}

const keepCoupon = (coupon: string, refused: boolean) => {
  $coupon.set(coupon)
  $refusedCoupon.set(refused ? coupon : undefined)
  // An empty code takes the coupon out of the session cookie: a removed coupon is forgotten, also after a reload.
  passport.updateSession({ coupon: coupon || undefined })
}

/**
 * The platform refused the session's coupon at the order (used up, expired since the check): it is marked refused with
 * the platform's words, out of the totals and of the next press, and the store's automatic discount stands in.
 */
export async function refuseCoupon(message: string): Promise<void> {
  const coupon = $coupon.get()
  if (!coupon) return
  const check = ++checks
  keepCoupon(coupon, true)
  $discount.set({ invalid: message || undefined, busy: true })
  const at = cart.data.subtotal
  const auto = await applyDiscount(cart.data, cartTotals(cart.data.subtotal, $chosenService.get())).catch(
    () => undefined
  )
  if (check === checks)
    $discount.set({
      rule: auto?.discount_rule,
      invalid: message || undefined,
      extra: auto?.available_extra_discount,
      at
    })
}

/** Takes the coupon away, applied or refused: the session forgets it and the totals go back to the store's rule. */
export const removeCoupon = () => refreshDiscount('')

export async function quoteShipping(zip: string): Promise<void> {
  rememberZip(zip)
  const prev = $shipping.get()
  // Asking again for the same CEP keeps the failure (and its retry button, which may hold focus) until the answer.
  $shipping.set({ ...prev, zip, busy: true, error: prev.error && prev.zip === zip, refused: undefined })
  const at = cart.data.subtotal
  try {
    const a = await calculateShipping(cart.data, zip)
    const services = sortServices(a.shipping_services)
    const code =
      services.some((s) => s.service_code === prev.code) && prev.zip === zip ? prev.code : services[0]?.service_code
    saveShipping({ zip, services, code, freeFrom: a.free_shipping_from_value, at })
  } catch (err) {
    if (err instanceof ModuleRefusal) saveShipping({ zip, services: [], refused: err.message, at })
    else saveShipping({ zip, services: [], error: true, at })
  }
}

export const chooseService = (code: string) => saveShipping({ ...$shipping.get(), code })
