import type * as z from 'zod/mini'

/**
 * `schema.safeParse(value)`, but where the only fields that fail are in `droppable`, those fields are dropped and the
 * rest parsed again: stored data (a cart line, the session cookie) keeps what is sound when a field that does not
 * decide its meaning has the wrong type, instead of being thrown away whole.
 */
export function parseDropping<T extends z.ZodMiniType>(schema: T, value: unknown, droppable: ReadonlySet<string>) {
  const parsed = schema.safeParse(value)
  if (parsed.success || typeof value !== 'object' || value === null || Array.isArray(value)) return parsed
  const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0])))
  if (![...wrong].every((key) => droppable.has(key))) return parsed
  const kept = { ...(value as Record<string, unknown>) }
  for (const key of wrong) delete kept[key]
  return schema.safeParse(kept)
}
