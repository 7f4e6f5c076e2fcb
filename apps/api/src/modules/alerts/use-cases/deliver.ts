import { DIGEST_INTERVAL_MS, groupDigest, savedSearchPath } from '@tourmarket/domain/alerts'
import { isLocale, type Locale } from '@tourmarket/domain/i18n'
import { z } from 'zod'
import type { JobHandler } from '../../../platform/jobs/queue.ts'
import { tourUrl } from '../../../platform/site-paths/site-paths.ts'
import type { AlertMailFacts, AlertMailGroup, AlertMailLine } from '../../notifications/service.ts'
import type { PendingEvent, WatchRow } from '../repository.ts'
import { signAlertUnsubscribeToken } from '../unsubscribe-token.ts'
import type { AlertsOptions } from './deps.ts'

const sendPayloadSchema = z.object({
  watchId: z.number().int(),
  eventIds: z.array(z.number().int()).min(1),
})

/** The storefront's page an alert mail's unsubscribe link opens (and one-click posts to). */
export const ALERT_UNSUBSCRIBE_PATH = '/alerts/unsubscribe'
/** The account's alerts page. */
export const ALERTS_PAGE_PATH = '/alerts'

/**
 * Sends alert events: an instant alert's by its job, a digest's by the periodic job once a day.
 * Events are claimed (sent_at set) before sending and given back if the send fails, so a job run
 * twice, or two processes, send each once; a process dying between the two loses that mail
 * rather than sending it twice (the unread-mail rule).
 */
export function createAlertDelivery(options: AlertsOptions) {
  const { repository, mailer, siteUrl, now } = options

  function localized(path: string, locale: Locale): string {
    return `${siteUrl}${locale === 'ru' ? '/ru' : ''}${path}`
  }

  async function groupOf(
    watch: WatchRow,
    events: readonly PendingEvent[],
    locale: Locale,
  ): Promise<AlertMailGroup | null> {
    if (watch.kind === 'search') {
      const tours = await repository.toursByIds(
        events.flatMap(({ event }) => (event.kind === 'new-tour' ? [event.tourId] : [])),
      )
      const lines: AlertMailLine[] = tours.map((tour) => ({
        kind: 'new-tour',
        title: locale === 'ru' ? tour.titleRu : tour.title,
        url: localized(tourUrl(tour.slug), locale),
      }))
      if (lines.length === 0) return null
      return {
        kind: 'search',
        title: '',
        url: localized(savedSearchPath(watch.searchQuery ?? ''), locale),
        lines,
      }
    }
    const tour = watch.tourId === null ? undefined : await repository.tour(watch.tourId)
    if (tour === undefined) return null
    const lines = events.flatMap(({ event }) => (event.kind === 'new-tour' ? [] : [event]))
    if (lines.length === 0) return null
    return {
      kind: 'tour',
      title: locale === 'ru' ? tour.titleRu : tour.title,
      url: localized(tourUrl(tour.slug), locale),
      lines,
    }
  }

  /** Sends one mail (and messenger message) about these alerts' events to their account. */
  async function deliver(
    userId: number,
    parts: readonly { watch: WatchRow; events: readonly PendingEvent[] }[],
    digest: boolean,
  ): Promise<boolean> {
    const recipient = await repository.recipient(userId)
    if (recipient === undefined) return false
    const locale: Locale = isLocale(recipient.languageCode) ? recipient.languageCode : 'en-US'
    const groups: AlertMailGroup[] = []
    const watches: WatchRow[] = []
    for (const part of parts) {
      const group = await groupOf(part.watch, part.events, locale)
      if (group !== null) {
        groups.push(group)
        watches.push(part.watch)
      }
    }
    if (groups.length === 0) return false
    const token = signAlertUnsubscribeToken(options.sessionSecret, {
      userId,
      watchIds: watches.map((watch) => watch.id),
    })
    const unsubscribe = new URL(localized(ALERT_UNSUBSCRIBE_PATH, locale))
    unsubscribe.searchParams.set('token', token)
    const facts: AlertMailFacts = {
      locale,
      recipient: { email: recipient.email ?? '', name: recipient.firstName },
      digest,
      groups,
      unsubscribeUrl: unsubscribe.toString(),
      settingsUrl: localized(ALERTS_PAGE_PATH, locale),
    }
    if (recipient.email !== null) await mailer.send(await options.compose(facts))
    if (watches.some((watch) => watch.byMessenger)) {
      const text = options.messengerText(facts)
      for (const messenger of recipient.messengers) {
        // The mail went: a messenger refusing (a blocked bot) must not have the job send it again.
        await options.messenger.send(messenger, text).catch((error: unknown) => {
          options.reportError(error, `alert to a ${messenger.sourceId} account not sent`)
        })
      }
    }
    return true
  }

  return {
    /** The instant alert's job: its events, once. */
    sendJob: (async (payload) => {
      const { watchId, eventIds } = sendPayloadSchema.parse(payload)
      const at = now()
      const claimed: PendingEvent[] = []
      for (const id of eventIds) {
        const event = await repository.claimEvent(id, at)
        if (event !== null) claimed.push(event)
      }
      if (claimed.length === 0) return
      const watch = await repository.watch(watchId)
      // Turned off (or removed) since: its news is not sent.
      if (watch === undefined || !watch.isActive) return
      try {
        await deliver(watch.userId, [{ watch, events: claimed }], false)
      } catch (error) {
        await repository.release(claimed.map((event) => event.id))
        throw error
      }
    }) satisfies JobHandler,

    /**
     * The periodic job: each account whose oldest digest event waited a day gets one mail with
     * all of them, per alert. Answers the accounts mailed.
     */
    async sendDueDigests(): Promise<number[]> {
      const at = now()
      const mailed: number[] = []
      for (const userId of await repository.digestAccountsDue(
        new Date(at.getTime() - DIGEST_INTERVAL_MS),
      )) {
        const claimed = await repository.claimDigest(userId, at)
        const watches = new Map(
          (await repository.watches(userId)).map((watch) => [watch.id, watch]),
        )
        const parts = groupDigest(
          claimed.map((event) => ({
            watchId: event.watchId,
            at: event.createdAt.toISOString(),
            event,
          })),
        ).flatMap((group) => {
          const watch = watches.get(group.watchId)
          return watch?.isActive === true ? [{ watch, events: group.events }] : []
        })
        try {
          if (await deliver(userId, parts, true)) mailed.push(userId)
        } catch (error) {
          await repository.release(claimed.map((event) => event.id))
          options.reportError(error, `alert digest to account ${String(userId)} failed`)
        }
      }
      return mailed
    },
  }
}
