import { createTranslator, globalMessages } from '@tourmarket/domain/i18n'
import type { Locale } from '@tourmarket/domain/i18n'
import type { SendBudgetsConfig } from '../../config.ts'
import { AppError } from '../../errors.ts'
import { phoneCountryOf } from '../phone/phone-country.ts'
import { bucketName, windowOf } from './rate-limit.ts'
import type { LimitBucket } from './rate-limit.ts'
import type { AbuseRepository } from './repository.ts'

/** What a message costs us per send: a text to a phone (SMS and messengers) or an e-mail. */
export type SendChannel = 'phone' | 'email'

const hour = 60 * 60

/** Said when the phone budget is spent: §8's own words. */
function phoneUnavailable(language: Locale): string {
  return createTranslator(language, globalMessages)('errors.smsUnavailable')
}

/** Said when the mail budget is spent, in the words §8 uses for SMS. */
function mailUnavailable(language: Locale): string {
  return language === 'ru'
    ? 'Отправка писем сейчас недоступна по техническим причинам...'
    : 'E-mail sending is currently unavailable due to technical reasons...'
}

/**
 * Budgets per hour for what a visitor can make us send to an address of their choosing (codes),
 * across every address and every API process (the counters are rows of rate_limit_counters, one
 * database for the fleet, decision 0043). Per-address limits stop one target being flooded; these
 * stop a script walking through many (SMS pumping: premium numbers, a bill, and a mail provider's
 * block). A phone's country has its own share, so a pumped range does not take the others down.
 */
export function createSendBudgets(options: {
  repository: AbuseRepository
  now: () => Date
  budgets: SendBudgetsConfig
  /** Told once per budget and window, when it trips: an operator should look. */
  warn: (details: Record<string, unknown>, message: string) => void
}) {
  const { repository, now, budgets, warn } = options
  const rules = {
    phone: { name: 'send-budget:phone', limit: budgets.smsPerHour, windowSeconds: hour },
    phoneCountry: {
      name: 'send-budget:phone-country',
      limit: budgets.smsPerCountryPerHour,
      windowSeconds: hour,
    },
    email: { name: 'send-budget:email', limit: budgets.mailPerHour, windowSeconds: hour },
  }

  /** Counts one send in a bucket; the end of its window when the bucket is spent, else null. */
  async function spent(bucket: LimitBucket, details: Record<string, unknown>) {
    const at = now()
    const { start, end } = windowOf(bucket.rule, at)
    const sends = await repository.hit(bucketName(bucket), start, end)
    if (sends === bucket.rule.limit + 1) {
      warn(
        {
          budget: bucket.rule.name,
          limit: bucket.rule.limit,
          until: end.toISOString(),
          ...details,
        },
        'a send budget is spent: messages of this kind are refused until the window ends',
      )
    }
    return sends > bucket.rule.limit ? end : null
  }

  return {
    /**
     * Takes one message from the channel's budgets, or refuses with 503 (`sms_unavailable`,
     * `mail_unavailable`) and Retry-After when one is spent. A send refused by its country's
     * share does not count against the whole.
     */
    async spend(channel: SendChannel, destination: string, language: Locale): Promise<void> {
      let until: Date | null
      if (channel === 'phone') {
        const country = phoneCountryOf(destination)
        until =
          (await spent({ rule: rules.phoneCountry, key: country }, { country })) ??
          (await spent({ rule: rules.phone, key: 'all' }, {}))
      } else {
        until = await spent({ rule: rules.email, key: 'all' }, {})
      }
      if (until === null) return
      const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now().getTime()) / 1000))
      throw new AppError({
        code: channel === 'phone' ? 'sms_unavailable' : 'mail_unavailable',
        message: channel === 'phone' ? phoneUnavailable(language) : mailUnavailable(language),
        headers: { 'retry-after': String(retryAfterSeconds) },
      })
    },
  }
}

export type SendBudgets = ReturnType<typeof createSendBudgets>
