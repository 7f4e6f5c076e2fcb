/** §9: while the tab is hidden, its title and icon alternate every 1000 ms on a new message. */
export const TAB_NOTIFICATION_INTERVAL_MS = 1000

export type TabFrame = 'notification' | 'normal'

/**
 * §4: which state a hidden tab shows `elapsedMs` after a new incoming message arrived (only an
 * incoming message starts it): the notification first, then the page's own, alternating every interval.
 */
export function tabNotificationFrame(elapsedMs: number): TabFrame {
  return Math.floor(Math.max(elapsedMs, 0) / TAB_NOTIFICATION_INTERVAL_MS) % 2 === 0
    ? 'notification'
    : 'normal'
}
