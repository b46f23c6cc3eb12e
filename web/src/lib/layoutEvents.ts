/** Sent on window when the sidebar opens or closes, so that tables can re-layout (SPEC 2.7). */
export const SIDEBAR_TOGGLED = 'hackforge:sidebar-toggled';

export function announceSidebarToggled(): void {
  window.dispatchEvent(new Event(SIDEBAR_TOGGLED));
}
