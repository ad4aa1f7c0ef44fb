/**
 * The one report of a bad widget option: a console error naming the widget and the option, with the element, so the
 * theme developer finds the typo. The caller then goes on without that option (its default applies): a typo in the
 * theme never takes a widget down.
 */
export function reportBadOption(widget: string, option: string, reason: string, el?: Element): void {
  console.error(`[vitrine] ${widget}: invalid option ${option} (${reason}); its default is used`, el)
}

/**
 * An option that is well formed but names nothing the store has (a category slug with a typo): a console warning
 * naming the widget and the option, so the page's empty result is never left unexplained.
 */
export function reportUnmatchedOption(widget: string, option: string, what: string, el?: Element): void {
  console.warn(`[vitrine] ${widget}: option ${option} matches no ${what} by name or slug; the page shows none`, el)
}
