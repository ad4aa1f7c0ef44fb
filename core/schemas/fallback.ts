import * as z from 'zod/mini'

/**
 * `schema`, or `value` where the input does not fit it: what zod's `z.catch` does. Ours because zod/mini's `catch`
 * reaches zod's utilities through a namespace object, which makes the bundler keep every one of them: one use of it
 * anywhere cost every page about 3.5 KB gzip.
 */
export function fallback<T extends z.ZodMiniType>(schema: T, value: z.output<T>) {
  // `fallbackOf`: the schema whose output this is, for the printer of the public types (scripts/public-types.mjs),
  // which cannot see through the transform.
  const piped = z.pipe(
    z.unknown(),
    z.transform((input): z.output<T> => {
      const parsed = schema.safeParse(input)
      return parsed.success ? (parsed.data as z.output<T>) : value
    })
  )
  return Object.assign(piped, { fallbackOf: schema })
}
