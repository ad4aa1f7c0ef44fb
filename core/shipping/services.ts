import * as z from 'zod/mini'

// The calculate_shipping answer of the modules API, reduced to what a shopper chooses from: services sorted by price,
// then by delivery days.

const Days = z.looseObject({ days: z.number(), working_days: z.optional(z.boolean()) })

export const ShippingService = z.looseObject({
  label: z.optional(z.string()),
  service_name: z.optional(z.string()),
  service_code: z.optional(z.string()),
  shipping_line: z.looseObject({
    price: z.number(),
    total_price: z.optional(z.number()),
    delivery_time: z.optional(Days),
    posting_deadline: z.optional(Days)
  })
})
export type ShippingService = z.infer<typeof ShippingService>

export interface ShippingQuote {
  name: string
  /** What the shopper pays for it; 0 is free shipping. */
  price: number
  /** Delivery plus posting time; undefined when the service does not say. */
  days: number | undefined
  workingDays: boolean
}

export type ShippingAnswer = { ok: true; quotes: ShippingQuote[] } | { ok: false; message: string | undefined }

interface DeliveryLine {
  delivery_time?: { days: number; working_days?: boolean | undefined } | undefined
  posting_deadline?: { days: number } | undefined
}

/** Delivery plus posting time, counted in working days unless the service says calendar days. */
export function deliveryDays(line: DeliveryLine): Pick<ShippingQuote, 'days' | 'workingDays'> {
  const delivery = line.delivery_time?.days
  return {
    days: delivery === undefined ? undefined : delivery + (line.posting_deadline?.days ?? 0),
    workingDays: line.delivery_time?.working_days !== false
  }
}

function quote(s: ShippingService): ShippingQuote {
  const line = s.shipping_line
  return {
    name: s.label ?? s.service_name ?? s.service_code ?? '',
    price: Math.max(0, line.total_price ?? line.price),
    ...deliveryDays(line)
  }
}

/**
 * Reads the modules envelope `{result: [{error, error_message, response: {shipping_services}}]}`: the quotes of every
 * app, cheapest first, then fastest; or the first app's error message (an invalid CEP) when no app answered with any.
 * Malformed services are skipped.
 */
export function readShipping(answer: unknown): ShippingAnswer {
  const results = (answer as { result?: unknown } | null)?.result
  const list = Array.isArray(results) ? results : []
  const quotes: ShippingQuote[] = []
  let message: string | undefined
  for (const r of list as { error?: boolean; error_message?: unknown; response?: { shipping_services?: unknown } }[]) {
    if (r?.error && typeof r.error_message === 'string') message ??= r.error_message
    const services = r?.response?.shipping_services
    for (const s of Array.isArray(services) ? services : []) {
      const parsed = ShippingService.safeParse(s)
      if (parsed.success) quotes.push(quote(parsed.data))
    }
  }
  if (!quotes.length) return { ok: false, message }
  quotes.sort((a, b) => a.price - b.price || (a.days ?? Infinity) - (b.days ?? Infinity))
  return { ok: true, quotes }
}
