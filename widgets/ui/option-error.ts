/**
 * The one report of a bad widget option: a console error naming the widget and the option, with the element, so the
 * theme developer finds the typo. The caller then goes on without that option (its default applies): a typo in the
 * theme never takes a widget down.
 */
export function reportBadOption(widget: string, option: string, reason: string, el?: Element): void {
  console.error(`[vitrine] ${widget}: invalid option ${option} (${reason}); its default is used`, el)
}
