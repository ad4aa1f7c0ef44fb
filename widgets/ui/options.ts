import * as z from 'zod/mini'
import { OBJECT_ID } from '#core/ids'
import { sameSitePath } from './same-site'

import { reportBadOption } from './option-error'
import { fromJson, OPTIONS_SCRIPT, readOptions } from './read-options'

// Codecs for widget options. Markup gives strings (data-* attributes); a child JSON script may give real booleans and
// numbers. Each codec accepts both and produces the real type. Descriptions live beside each widget's schema in a
// separate export, which the build reads and the islands never import (so shoppers do not download them).

type Option<T> = z.ZodMiniType<T, unknown>

/** What each codec expects, said in an option's error whatever zod's own message ('Invalid input') would be. */
const EXPECTED = new WeakMap<z.ZodMiniType, string>()
function expecting<S extends z.ZodMiniType>(schema: S, what: string): S {
  EXPECTED.set(schema, what)
  return schema
}

/** 'true' / 'false' (or a bare attribute, '') or a JSON boolean. */
export function bool(fallback: boolean): Option<boolean> {
  const input = z.union([z.boolean(), z.enum(['true', 'false', ''])])
  return expecting(
    z._default(
      z.pipe(
        input,
        z.transform((v) => v === true || v === 'true' || v === '')
      ),
      fallback
    ),
    'true or false'
  )
}

/** An integer from min to max, written as digits or a JSON number. */
export function int(fallback: number, min: number, max: number): Option<number> {
  const range = z.number().check(z.int(), z.gte(min), z.lte(max))
  // The range on the input side too, where the build reads it into the option's JSON Schema.
  const input = z.union([range, z.string().check(z.regex(/^-?\d+$/))])
  return expecting(
    z._default(z.pipe(z.pipe(input, z.transform(Number)), range), fallback),
    `a whole number from ${min} to ${max}`
  )
}

/**
 * Milliseconds between automatic moves: 0 turns rotation off; otherwise at least 2 s, so a shopper can read a slide
 * (WCAG 2.2.2), and at most 10 minutes.
 */
export function interval(fallback: number): Option<number> {
  // A union, not a refine: the build reads the same rule into the option's JSON Schema (a refine is invisible there).
  const range = z.union([z.number().check(z.gte(0), z.lte(0)), z.number().check(z.int(), z.gte(2000), z.lte(600_000))])
  const input = z.union([range, z.string().check(z.regex(/^\d+$/))])
  return expecting(
    z._default(z.pipe(z.pipe(input, z.transform(Number)), range), fallback),
    '0 for no rotation, or whole milliseconds from 2000 to 600000'
  )
}

/** A date and time as ISO 8601 text (2026-12-24T23:59:59-03:00), given as milliseconds; absent when not given. */
export function isoDate(): Option<number | undefined> {
  const value = z.pipe(
    z
      .string()
      .check(z.refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO date, like 2026-12-24T23:59:59-03:00')),
    z.transform((s) => Date.parse(s))
  )
  return expecting(z.optional(value), 'an ISO date, like 2026-12-24T23:59:59-03:00')
}

/**
 * Platform ids (24 hexadecimal characters), at most `max` of them, comma-separated (an attribute) or a JSON array;
 * absent when not given.
 */
export function idList(max: number): Option<string[] | undefined> {
  const ids = z.array(z.string().check(z.regex(OBJECT_ID, 'each id must be 24 hexadecimal characters')))
  const value = z.pipe(
    z.pipe(
      z.union([z.string(), z.array(z.string())]),
      z.transform((v) => (typeof v === 'string' ? v.split(',') : v).map((id) => id.trim()))
    ),
    ids.check(z.maxLength(max))
  )
  return expecting(z.optional(value), `up to ${max} ids of 24 hexadecimal characters, comma-separated`)
}

/** One of a few words; a choice of numbers ('2', '3', '4') also takes them as JSON numbers. */
export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number]
): Option<T[number]> {
  const words = z.enum(values)
  const numbers = values.every((v) => /^\d+$/.test(v))
  const input = numbers
    ? z.pipe(
        z.union([words, z.literal(values.map(Number))]),
        z.transform((v) => String(v) as T[number])
      )
    : words
  return expecting(z._default(input, fallback), `one of ${values.join(', ')}`) as Option<T[number]>
}

/** Short plain text (names of a category, a brand), trimmed; absent when not given. */
export function text(maxLength: number): Option<string | undefined> {
  const value = z.pipe(
    z.string().check(z.maxLength(maxLength)),
    z.transform((v) => v.trim() || undefined)
  )
  return expecting(z.optional(value), `text of at most ${maxLength} characters`)
}

/**
 * A link on this site (path, query, hash). Only same-site paths: a theme typo or injected markup must not turn a
 * button into a link to another site.
 */
export function path(fallback: string): Option<string> {
  const value = z.pipe(
    z.string().check(z.refine((v) => sameSitePath(v, '') !== '', 'must be a path on this site, like /app/#/cart')),
    z.transform((v) => sameSitePath(v, fallback))
  )
  return expecting(z._default(value, fallback), 'a path on this site, like /app/#/cart')
}

export type OptionShape = Record<string, z.ZodMiniType>
export type OptionsOf<S extends OptionShape> = { [K in keyof S]: z.output<S[K]> }
/** What each option does, for the editor manifest and the README (build time only). */
export type OptionDocs<S extends OptionShape> = { [K in keyof S]: string }

/** data-* name of an option key: checkoutUrl -> data-checkout-url. */
export const attributeName = (key: string) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`

/** An option named as the theme wrote it, for a report: the JSON key, or the data-* attribute. */
export const optionName = (raw: Record<string, unknown>, key: string) =>
  fromJson(raw).has(key) ? `"${key}" in ${OPTIONS_SCRIPT}` : attributeName(key)

/**
 * Parses a widget's options (see readOptions) against its schema, one option at a time. The one policy for a bad
 * option: a console error naming the widget, the element and the option, and that option's default is used; the
 * others keep their values. A store must never lose a widget to a typo in the theme.
 */
export function parseOptionValues<S extends OptionShape>(
  raw: Record<string, unknown>,
  shape: S,
  widget: string,
  el?: Element
): OptionsOf<S> {
  const out: Record<string, unknown> = {}
  for (const [key, schema] of Object.entries(shape)) {
    // An option the theme did not write is no error: its default (or nothing) applies.
    if (raw[key] === undefined) {
      const fallback = schema.safeParse(undefined)
      out[key] = fallback.success ? fallback.data : undefined
      continue
    }
    const parsed = schema.safeParse(raw[key])
    if (parsed.success) {
      out[key] = parsed.data
      continue
    }
    const expected = EXPECTED.get(schema)
    const reason = expected ? `expected ${expected}` : parsed.error.issues.map((i) => i.message).join('; ')
    reportBadOption(widget, `${optionName(raw, key)}=${JSON.stringify(raw[key])}`, reason, el)
    const fallback = schema.safeParse(undefined)
    out[key] = fallback.success ? fallback.data : undefined
  }
  return out as OptionsOf<S>
}

/** An element's options (readOptions) parsed with the widget's option schema, by the policy above. */
export function parseOptions<S extends OptionShape>(el: HTMLElement, shape: S, widget: string): OptionsOf<S> {
  return parseOptionValues(readOptions(el), shape, widget, el)
}
