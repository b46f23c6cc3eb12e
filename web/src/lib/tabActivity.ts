/**
 * Whether the tab is hidden or not focused. Polls (feature toggles, notifications)
 * skip their attempts meanwhile (SPEC 9).
 */
export function tabInactive(): boolean {
  return document.hidden || !document.hasFocus();
}
