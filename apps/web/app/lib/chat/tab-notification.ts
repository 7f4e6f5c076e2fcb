import { TAB_NOTIFICATION_INTERVAL_MS, tabNotificationFrame } from '@tourmarket/domain/chat'

/** The icon a hidden tab alternates with: the brand mark with a red dot. */
export const NOTIFICATION_FAVICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#7c3aed"/><path d="M9 10h14v3.2h-5.2V23h-3.6v-9.8H9z" fill="#fff"/><circle cx="25" cy="7" r="7" fill="#c5221f"/></svg>',
  )

type Alternation = {
  readonly title: string
  readonly icon: string | null
  readonly timer: ReturnType<typeof setInterval>
  count: number
  /** Intervals since the first message: the frame is counted, not measured (timers drift). */
  ticks: number
}

let alternation: Alternation | null = null

function iconLink(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel="icon"]')
}

function show(frame: 'notification' | 'normal', title: (count: number) => string): void {
  if (alternation === null) return
  const link = iconLink()
  if (frame === 'notification') {
    document.title = title(alternation.count)
    link?.setAttribute('href', NOTIFICATION_FAVICON)
  } else {
    document.title = alternation.title
    if (alternation.icon !== null) link?.setAttribute('href', alternation.icon)
  }
}

function restore(): void {
  if (alternation === null) return
  clearInterval(alternation.timer)
  show('normal', () => '')
  alternation = null
  document.removeEventListener('visibilitychange', restoreWhenVisible)
}

function restoreWhenVisible(): void {
  if (document.visibilityState === 'visible') restore()
}

/**
 * §4: a new incoming message while the tab is hidden makes its title and icon alternate with a
 * notification state every TAB_NOTIFICATION_INTERVAL_MS (notification first), until the tab is
 * visible again, when both are restored. More messages meanwhile only raise the count shown.
 */
export function notifyHiddenTab(title: (count: number) => string): void {
  if (document.visibilityState !== 'hidden') return
  if (alternation !== null) {
    alternation.count += 1
    show(tabNotificationFrame(alternation.ticks * TAB_NOTIFICATION_INTERVAL_MS), title)
    return
  }
  const tick = () => {
    if (alternation === null) return
    alternation.ticks += 1
    show(tabNotificationFrame(alternation.ticks * TAB_NOTIFICATION_INTERVAL_MS), title)
  }
  alternation = {
    title: document.title,
    icon: iconLink()?.getAttribute('href') ?? null,
    count: 1,
    ticks: 0,
    timer: setInterval(tick, TAB_NOTIFICATION_INTERVAL_MS),
  }
  document.addEventListener('visibilitychange', restoreWhenVisible)
  show('notification', title)
}

/** Stops the alternation (sign-out, the socket given up). */
export function stopTabNotification(): void {
  restore()
}
