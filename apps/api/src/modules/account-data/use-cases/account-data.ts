import type { AccountExport } from '@tourmarket/contracts'
import { isLocale, type Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../../errors.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { presentTraveller } from './travellers.ts'
import type { AccountDataDeps } from './deps.ts'

/**
 * How a deleted account's reviews and help requests are signed from then on (decision 0063), in
 * the language the account used: its reviews were written in it.
 */
const anonymousNames: Readonly<Record<Locale, string>> = {
  'en-US': 'Former member',
  ru: 'Бывший участник',
}

const runsOrganizer: Readonly<Record<Locale, string>> = {
  'en-US':
    'This account runs an organizer profile. Hand the profile over to another member of its team or ask support to close it, then delete the account.',
  ru: 'Этот аккаунт ведёт профиль организатора. Передайте профиль другому участнику команды или попросите поддержку закрыть его, затем удалите аккаунт.',
}

/** "Download my data" and "Delete my account", each confirmed by its own code. */
export function createAccountDataUseCases({
  data,
  travellers,
  codes,
  randomToken,
  now,
}: AccountDataDeps) {
  return {
    sendAccountCode: codes.sendAccountCode,

    async exportAccount(viewer: Viewer, code: string, language: Locale): Promise<AccountExport> {
      await codes.requireAccountCode(viewer, 'export', code, language)
      const userId = viewer.user.id
      const [profile, saved, bookings, messages, favourites, viewed, reviews, optOuts] =
        await Promise.all([
          data.profile(userId),
          travellers.list(userId),
          data.bookings(userId),
          data.messages(userId),
          data.favourites(userId),
          data.recentlyViewed(userId),
          data.reviews(userId),
          data.mailOptOuts(userId),
        ])
      const user = profile?.user ?? viewer.user
      return {
        exported_at: now().toISOString(),
        profile: {
          id: user.id,
          email: user.email,
          phone: user.phone,
          first_name: user.firstName,
          last_name: user.lastName,
          country: profile?.country ?? null,
          language_code: user.languageCode,
          currency_code: user.currencyCode,
          created_at: user.createdAt.toISOString(),
        },
        travellers: saved.map(presentTraveller),
        bookings: bookings.map(({ booking, tour, date, tourists }) => ({
          id: booking.id,
          tour,
          start_date: date.startDate,
          end_date: date.endDate,
          status: booking.status,
          currency: booking.currency,
          total_minor: booking.totalMinor,
          contact: {
            first_name: booking.contactFirstName,
            last_name: booking.contactLastName,
            email: booking.contactEmail,
            phone: booking.contactPhone,
          },
          comment: booking.comment,
          created_at: booking.createdAt.toISOString(),
          terms_version: booking.termsVersion,
          tourists: tourists.map((tourist) => ({
            first_name: tourist.firstName,
            last_name: tourist.lastName,
            middle_name: tourist.middleName,
            birthday: tourist.birthday,
            passport: tourist.passport,
            email: tourist.email,
            phone: tourist.phone,
            food_restriction: tourist.foodRestriction,
          })),
        })),
        messages: messages.map((message) => ({
          chat_id: message.chatId,
          with: message.organizer ?? 'support',
          author_side: message.authorSide,
          text: message.text,
          created_at: message.createdAt.toISOString(),
        })),
        favourites: favourites.map((favourite) => ({
          tour_id: favourite.tourId,
          tour: favourite.tour,
          added_at: favourite.addedAt.toISOString(),
        })),
        recently_viewed: viewed.map((view) => ({
          tour_id: view.tourId,
          tour: view.tour,
          viewed_at: view.viewedAt.toISOString(),
        })),
        reviews: reviews.map((review) => ({
          tour: review.tour,
          author_name: review.authorName,
          rating: review.rating,
          text: review.text,
          created_at: review.createdAt.toISOString(),
        })),
        mail_opt_outs: optOuts,
      }
    },

    /** Decision 0063: the code first, then the organizer check, then the erasure. */
    async deleteAccount(viewer: Viewer, code: string, language: Locale): Promise<void> {
      await codes.requireAccountCode(viewer, 'delete', code, language)
      if (await data.runsOrganizer(viewer.user.id)) {
        throw new AppError({ code: 'account_runs_organizer', message: runsOrganizer[language] })
      }
      await codes.endAccountSessions(viewer.user.id)
      const accountLanguage = isLocale(viewer.user.languageCode)
        ? viewer.user.languageCode
        : language
      await data.erase(viewer.user, {
        at: now(),
        anonymousName: anonymousNames[accountLanguage],
        activityHash: randomToken(),
      })
    },
  }
}
