/** §9: while the tab is hidden, its title and icon alternate every 1000 ms on a new message. */
export const TAB_NOTIFICATION_INTERVAL_MS = 1000

export type TabFrame = 'notification' | 'normal'

/**
 * §4: which state the hidden tab shows `elapsedMs` after a new incoming message arrived: the
 * notification first, then the page's own, alternating every interval.
 */
export function tabNotificationFrame(elapsedMs: number): TabFrame {
  return Math.floor(Math.max(elapsedMs, 0) / TAB_NOTIFICATION_INTERVAL_MS) % 2 === 0
    ? 'notification'
    : 'normal'
}

/** §4: only an incoming message while the tab is hidden starts it; the visible tab is restored. */
export function shouldAlternateTab(tabHidden: boolean, messageIsIncoming: boolean): boolean {
  return tabHidden && messageIsIncoming
}
