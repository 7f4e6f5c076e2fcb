import type { Alert, AlertSettingsBody } from '@tourmarket/contracts'
import { savedSearchQuery } from '@tourmarket/domain/alerts'
import { AppError } from '../../../errors.ts'
import { tourUrl } from '../../../platform/site-paths/site-paths.ts'
import type { WatchRow, WatchSettings, WatchedTour } from '../repository.ts'
import { readAlertUnsubscribeToken } from '../unsubscribe-token.ts'
import type { AlertsOptions } from './deps.ts'
import type { AlertDetection } from './detect.ts'

function settingsOf(body: AlertSettingsBody, isActive = true): WatchSettings {
  return {
    newDates: body.new_dates,
    priceDropPercent: body.price_drop_percent,
    seatFreed: body.seat_freed,
    delivery: body.delivery,
    byMessenger: body.by_messenger,
    isActive,
  }
}

function notFound(): AppError {
  return new AppError({ code: 'not_found', message: 'Alert not found.' })
}

function presentAlert(row: WatchRow, tour: WatchedTour | undefined, language: string): Alert {
  return {
    id: row.id,
    kind: row.kind,
    tour:
      tour === undefined
        ? null
        : {
            id: tour.id,
            title: language === 'ru' ? tour.titleRu : tour.title,
            url: tourUrl(tour.slug),
          },
    search_query: row.searchQuery,
    search_label: row.searchLabel,
    new_dates: row.newDates,
    price_drop_percent: row.priceDropPercent,
    seat_freed: row.seatFreed,
    delivery: row.delivery,
    by_messenger: row.byMessenger,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  }
}

/** The tourist's own alerts: every call is for the signed-in account, and only its own rows. */
export function createWatchUseCases(options: AlertsOptions, detection: AlertDetection) {
  const { repository, sessionSecret } = options

  async function present(rows: readonly WatchRow[], language: string): Promise<Alert[]> {
    const tourIds = rows.flatMap((row) => (row.tourId === null ? [] : [row.tourId]))
    const tours = new Map((await repository.toursByIds(tourIds)).map((tour) => [tour.id, tour]))
    return rows.map((row) =>
      presentAlert(row, row.tourId === null ? undefined : tours.get(row.tourId), language),
    )
  }

  async function own(userId: number, id: number): Promise<WatchRow> {
    const row = await repository.watch(id)
    // Another account's alert answers as one that does not exist: ids say nothing of others.
    if (row === undefined || row.userId !== userId) throw notFound()
    return row
  }

  function claimsOf(token: string) {
    const claims = readAlertUnsubscribeToken(sessionSecret, token)
    if (claims === null) {
      throw new AppError({
        code: 'invalid_token',
        message: 'This unsubscribe link is not valid. Open the link from the mail again.',
        errors: { token: ['This unsubscribe link is not valid.'] },
      })
    }
    return claims
  }

  async function unsubscribeState(rows: readonly WatchRow[], language: string) {
    const presented = await present(rows, language)
    return {
      alerts: presented.map((alert) => ({
        id: alert.id,
        title: alert.tour?.title ?? null,
        is_active: alert.is_active,
      })),
    }
  }

  return {
    async list(userId: number, language: string) {
      const [rows, messengerLinked] = await Promise.all([
        repository.watches(userId),
        repository.hasMessenger(userId),
      ])
      return { data: await present(rows, language), messenger_linked: messengerLinked }
    },

    /** Turns on the alert on a tour on the site, and looks at its dates once to know them. */
    async saveTourWatch(
      userId: number,
      body: AlertSettingsBody & { tour_id: number },
      language: string,
    ): Promise<Alert> {
      const tour = await repository.tour(body.tour_id)
      if (tour === undefined) {
        throw new AppError({ code: 'tour_not_found', message: 'Tour not found.' })
      }
      const row = await repository.upsert(
        userId,
        { kind: 'tour', tourId: tour.id },
        settingsOf(body),
      )
      await detection.checkWatch(row.id)
      const [presented] = await present([row], language)
      return presented!
    },

    async saveSearchWatch(
      userId: number,
      body: AlertSettingsBody & { query: string; label?: string | undefined },
      language: string,
    ): Promise<Alert> {
      const query = savedSearchQuery(body.query)
      if (query === '') {
        throw new AppError({
          code: 'validation_failed',
          message: 'Validation failed.',
          errors: { query: ['Choose at least one filter to save a search.'] },
        })
      }
      const label = body.label === undefined || body.label === '' ? null : body.label
      const row = await repository.upsert(
        userId,
        { kind: 'search', query, label },
        settingsOf(body),
      )
      const [presented] = await present([row], language)
      return presented!
    },

    async update(
      userId: number,
      body: AlertSettingsBody & { id: number; is_active: boolean },
      language: string,
    ): Promise<Alert> {
      const before = await own(userId, body.id)
      const row = await repository.update(before.id, settingsOf(body, body.is_active))
      // Turned back on: it looks at the dates afresh rather than tell what changed while off.
      if (!before.isActive && row.isActive && row.kind === 'tour')
        await detection.checkWatch(row.id, true)
      const [presented] = await present([row], language)
      return presented!
    },

    async remove(userId: number, id: number): Promise<{ success: true }> {
      await repository.remove((await own(userId, id)).id)
      return { success: true }
    },

    /** What a mail's link turns off, for its confirmation page; changes nothing. */
    async unsubscribeState(token: string, language: string) {
      const { userId, watchIds } = claimsOf(token)
      const rows = (await repository.watches(userId)).filter((row) => watchIds.includes(row.id))
      return unsubscribeState(rows, language)
    },

    /** Turns off the alerts a signed link names, of the account it names; no sign-in. */
    async unsubscribe(token: string, language: string) {
      const { userId, watchIds } = claimsOf(token)
      return unsubscribeState(await repository.turnOff(userId, watchIds), language)
    },
  }
}
