import type { SuggestEntry } from './answer-schema'

type Option = SuggestEntry['options'][number]

/** The option a shopper most likely meant: highest score, then most frequent. */
function best(options: readonly Option[]): Option | undefined {
  let top: Option | undefined
  for (const option of options) {
    if (!option.text) continue
    const better =
      !top ||
      (option.score ?? 0) > (top.score ?? 0) ||
      ((option.score ?? 0) === (top.score ?? 0) && (option.freq ?? 0) > (top.freq ?? 0))
    if (better) top = option
  }
  return top
}

type Span = { start: number; end: number; text: string }

/** Where an entry's word sits in the term: its offset when that still points at it, else its first free match. */
function locate(term: string, entry: SuggestEntry, taken: readonly Span[]): { start: number; end: number } | undefined {
  const lower = term.toLowerCase()
  const word = entry.text.toLowerCase()
  const free = (start: number, end: number) => taken.every((s) => end <= s.start || start >= s.end)
  const { offset, length } = entry
  if (typeof offset === 'number' && typeof length === 'number' && offset >= 0) {
    const end = offset + length
    if (lower.slice(offset, end) === word && free(offset, end)) return { start: offset, end }
  }
  // Analysers lower-case tokens, so the word is matched case-insensitively and only as a whole word.
  for (let at = lower.indexOf(word); word && at !== -1; at = lower.indexOf(word, at + 1)) {
    const end = at + word.length
    const whole = !/[\p{L}\p{N}]/u.test(lower[at - 1] ?? '') && !/[\p{L}\p{N}]/u.test(lower[end] ?? '')
    if (whole && free(at, end)) return { start: at, end }
  }
  return undefined
}

/**
 * The "did you mean" term: each misspelt word of `term` replaced by its best suggestion, the rest of the term
 * (spacing, other words) kept. Undefined when nothing would change.
 */
export function buildSuggestion(term: string, entries: readonly SuggestEntry[]): string | undefined {
  const spans: Span[] = []
  for (const entry of entries) {
    const option = best(entry.options)
    if (!option) continue
    const at = locate(term, entry, spans)
    if (at) spans.push({ ...at, text: option.text })
  }
  if (!spans.length) return undefined
  // Replace from the end so earlier offsets stay valid.
  let out = term
  for (const span of [...spans].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, span.start) + span.text + out.slice(span.end)
  }
  out = out.trim()
  return out && out.toLowerCase() !== term.trim().toLowerCase() ? out : undefined
}
