import { createTranslator } from '../i18n/translator.ts'
import type { AreaMessages, Locale, MessageCatalogue } from '../i18n/catalogue.ts'
import { parseCalendarDate } from '../inputs/calendar.ts'
import type { CalendarDate } from '../inputs/calendar.ts'

/**
 * One step of a cancellation policy: cancelled `daysBefore` whole days or more before the tour's
 * first day, the tourist gets `refundPercent` of what was paid back.
 */
export type RefundTier = { readonly daysBefore: number; readonly refundPercent: number }

/**
 * A cancellation policy: tiers from the earliest deadline to the latest (days before strictly
 * decreasing). A cancellation later than every tier's deadline refunds nothing, and so does one
 * after the tour has started.
 */
export type CancellationPolicy = { readonly tiers: readonly RefundTier[] }

/** What a tour falls back to when neither it nor its organizer set a policy. */
export const defaultCancellationPolicy: CancellationPolicy = {
  tiers: [
    { daysBefore: 30, refundPercent: 100 },
    { daysBefore: 7, refundPercent: 50 },
  ],
}

/** Upper bounds that keep a policy readable on a card and a page. */
export const CANCELLATION_TIERS_MAX = 6
export const CANCELLATION_DAYS_MAX = 365

export type CancellationPolicyProblem = {
  /** The tier's position, or null for the policy as a whole. */
  readonly tier: number | null
  readonly field: 'tiers' | 'days_before' | 'refund_percent'
  readonly message: string
}

/**
 * The problems of a policy an organizer sends (none: it is valid). Tiers must be sorted from the
 * earliest deadline (days before strictly decreasing), their refunds must not grow as the start
 * nears, days are whole numbers 0–365 and percents whole numbers 0–100.
 */
export function cancellationPolicyProblems(
  policy: CancellationPolicy,
): CancellationPolicyProblem[] {
  const problems: CancellationPolicyProblem[] = []
  if (policy.tiers.length > CANCELLATION_TIERS_MAX) {
    problems.push({
      tier: null,
      field: 'tiers',
      message: `At most ${String(CANCELLATION_TIERS_MAX)} tiers.`,
    })
  }
  policy.tiers.forEach((tier, index) => {
    const { daysBefore, refundPercent } = tier
    if (!Number.isInteger(daysBefore) || daysBefore < 0 || daysBefore > CANCELLATION_DAYS_MAX) {
      problems.push({
        tier: index,
        field: 'days_before',
        message: `Expected a whole number of days from 0 to ${String(CANCELLATION_DAYS_MAX)}.`,
      })
    }
    if (!Number.isInteger(refundPercent) || refundPercent < 0 || refundPercent > 100) {
      problems.push({
        tier: index,
        field: 'refund_percent',
        message: 'Expected a whole percent from 0 to 100.',
      })
    }
    const previous = index > 0 ? policy.tiers[index - 1] : undefined
    if (previous === undefined) return
    if (daysBefore >= previous.daysBefore) {
      problems.push({
        tier: index,
        field: 'days_before',
        message:
          'Tiers go from the earliest deadline to the latest: fewer days than the tier before.',
      })
    }
    if (refundPercent > previous.refundPercent) {
      problems.push({
        tier: index,
        field: 'refund_percent',
        message: 'A later cancellation cannot refund more than an earlier one.',
      })
    }
  })
  return problems
}

export function isValidCancellationPolicy(policy: CancellationPolicy): boolean {
  return cancellationPolicyProblems(policy).length === 0
}

const millisecondsPerDay = 86_400_000

function dayNumber(date: CalendarDate): number {
  const parts = parseCalendarDate(date)
  if (parts === null) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`)
  return Date.UTC(parts.year, parts.month - 1, parts.day) / millisecondsPerDay
}

/** Whole days from `today` to the tour's first day: 0 on the start day, negative after it. */
export function daysBeforeStart(startDate: CalendarDate, today: CalendarDate): number {
  return dayNumber(startDate) - dayNumber(today)
}

export type RefundDue = {
  /** What goes back, in minor units, rounded down to the minor unit. */
  readonly amountMinor: number
  readonly refundPercent: number
  /** The tier that applies; null when none does (too late, or the tour has started). */
  readonly tier: RefundTier | null
  readonly daysBefore: number
}

/** The tier a cancellation on `today` falls in; null when past every deadline or the start. */
export function applicableTier(policy: CancellationPolicy, daysBefore: number): RefundTier | null {
  if (daysBefore < 0) return null
  return policy.tiers.find((tier) => daysBefore >= tier.daysBefore) ?? null
}

/** What a tourist who cancels on `today` gets back of `paidMinor`, under the policy. */
export function refundDue(
  policy: CancellationPolicy,
  input: { paidMinor: number; startDate: CalendarDate; today: CalendarDate },
): RefundDue {
  const daysBefore = daysBeforeStart(input.startDate, input.today)
  const tier = applicableTier(policy, daysBefore)
  const refundPercent = tier?.refundPercent ?? 0
  const amountMinor = Math.floor((Math.max(0, input.paidMinor) * refundPercent) / 100)
  return { amountMinor, refundPercent, tier, daysBefore }
}

/** One payment a refund may go back through, with what it took. */
export type RefundablePayment = { readonly id: number; readonly amountMinor: number }

/**
 * Splits a refund over the payments that made it up, the latest payment first (the rest of the
 * price before the prepayment), so that a partial refund touches as few payments as it can.
 * `payments` are in the order they were made; a payment is never refunded more than it took.
 */
export function splitRefund(
  amountMinor: number,
  payments: readonly RefundablePayment[],
): { paymentId: number; amountMinor: number }[] {
  const parts: { paymentId: number; amountMinor: number }[] = []
  let left = Math.max(0, amountMinor)
  for (const payment of [...payments].reverse()) {
    if (left === 0) break
    const part = Math.min(left, payment.amountMinor)
    if (part > 0) parts.push({ paymentId: payment.id, amountMinor: part })
    left -= part
  }
  return parts
}

type PolicyMessageKey =
  | 'cancellation.heading'
  | 'cancellation.short.free'
  | 'cancellation.short.freeUntilStart'
  | 'cancellation.short.partial'
  | 'cancellation.short.partialUntilStart'
  | 'cancellation.short.none'
  | 'cancellation.line.full'
  | 'cancellation.line.fullUntilStart'
  | 'cancellation.line.partial'
  | 'cancellation.line.partialUntilStart'
  | 'cancellation.line.noneLater'
  | 'cancellation.line.noneAfterStart'
  | 'cancellation.line.none'

const enUs = {
  'cancellation.heading': 'Cancellation policy',
  'cancellation.short.free': {
    one: 'Free cancellation until {days} day before',
    other: 'Free cancellation until {days} days before',
  },
  'cancellation.short.freeUntilStart': 'Free cancellation until the start day',
  'cancellation.short.partial': {
    one: '{percent}% refund until {days} day before',
    other: '{percent}% refund until {days} days before',
  },
  'cancellation.short.partialUntilStart': '{percent}% refund until the start day',
  'cancellation.short.none': 'Non-refundable',
  'cancellation.line.full': {
    one: 'Cancel {days} day or more before the start: full refund',
    other: 'Cancel {days} days or more before the start: full refund',
  },
  'cancellation.line.fullUntilStart': 'Cancel by the start day: full refund',
  'cancellation.line.partial': {
    one: 'Cancel {days} day or more before the start: {percent}% refund',
    other: 'Cancel {days} days or more before the start: {percent}% refund',
  },
  'cancellation.line.partialUntilStart': 'Cancel by the start day: {percent}% refund',
  'cancellation.line.noneLater': 'Later: no refund',
  'cancellation.line.noneAfterStart': 'After the start: no refund',
  'cancellation.line.none': 'No refund on cancellation',
} satisfies Record<PolicyMessageKey, unknown>

const ru = {
  'cancellation.heading': 'Условия отмены',
  'cancellation.short.free': {
    one: 'Бесплатная отмена за {days} день до начала',
    few: 'Бесплатная отмена за {days} дня до начала',
    many: 'Бесплатная отмена за {days} дней до начала',
    other: 'Бесплатная отмена за {days} дня до начала',
  },
  'cancellation.short.freeUntilStart': 'Бесплатная отмена до дня начала',
  'cancellation.short.partial': {
    one: 'Возврат {percent} % при отмене за {days} день',
    few: 'Возврат {percent} % при отмене за {days} дня',
    many: 'Возврат {percent} % при отмене за {days} дней',
    other: 'Возврат {percent} % при отмене за {days} дня',
  },
  'cancellation.short.partialUntilStart': 'Возврат {percent} % при отмене до дня начала',
  'cancellation.short.none': 'Без возврата',
  'cancellation.line.full': {
    one: 'Отмена за {days} день до начала и раньше: полный возврат',
    few: 'Отмена за {days} дня до начала и раньше: полный возврат',
    many: 'Отмена за {days} дней до начала и раньше: полный возврат',
    other: 'Отмена за {days} дня до начала и раньше: полный возврат',
  },
  'cancellation.line.fullUntilStart': 'Отмена до дня начала включительно: полный возврат',
  'cancellation.line.partial': {
    one: 'Отмена за {days} день до начала и раньше: возврат {percent} %',
    few: 'Отмена за {days} дня до начала и раньше: возврат {percent} %',
    many: 'Отмена за {days} дней до начала и раньше: возврат {percent} %',
    other: 'Отмена за {days} дня до начала и раньше: возврат {percent} %',
  },
  'cancellation.line.partialUntilStart': 'Отмена до дня начала включительно: возврат {percent} %',
  'cancellation.line.noneLater': 'Позже: без возврата',
  'cancellation.line.noneAfterStart': 'После начала тура: без возврата',
  'cancellation.line.none': 'При отмене деньги не возвращаются',
} satisfies Record<PolicyMessageKey, unknown>

const policyMessages: AreaMessages = {
  'en-US': enUs as MessageCatalogue,
  ru: ru as MessageCatalogue,
}

function tierKey(
  tier: RefundTier,
  form: 'short' | 'line',
): Extract<PolicyMessageKey, `cancellation.${typeof form}.${string}`> {
  const full = tier.refundPercent === 100
  if (form === 'short') {
    if (full)
      return tier.daysBefore === 0 ? 'cancellation.short.freeUntilStart' : 'cancellation.short.free'
    return tier.daysBefore === 0
      ? 'cancellation.short.partialUntilStart'
      : 'cancellation.short.partial'
  }
  if (full)
    return tier.daysBefore === 0 ? 'cancellation.line.fullUntilStart' : 'cancellation.line.full'
  return tier.daysBefore === 0 ? 'cancellation.line.partialUntilStart' : 'cancellation.line.partial'
}

function refundingTiers(policy: CancellationPolicy): RefundTier[] {
  return policy.tiers.filter((tier) => tier.refundPercent > 0)
}

/**
 * The policy in a few words for a card: the most generous refund and its deadline ("Free
 * cancellation until 30 days before"), or "Non-refundable".
 */
export function cancellationPolicySummary(policy: CancellationPolicy, locale: Locale): string {
  const translate = createTranslator(locale, policyMessages)
  const first = refundingTiers(policy)[0]
  if (first === undefined) return translate('cancellation.short.none')
  return translate(tierKey(first, 'short'), {
    days: first.daysBefore,
    percent: first.refundPercent,
  })
}

/** The policy in full, one line per tier and the last line for what comes after, for a page. */
export function cancellationPolicyLines(policy: CancellationPolicy, locale: Locale): string[] {
  const translate = createTranslator(locale, policyMessages)
  const tiers = refundingTiers(policy)
  const last = tiers.at(-1)
  if (last === undefined) return [translate('cancellation.line.none')]
  return [
    ...tiers.map((tier) =>
      translate(tierKey(tier, 'line'), { days: tier.daysBefore, percent: tier.refundPercent }),
    ),
    translate(
      last.daysBefore === 0 ? 'cancellation.line.noneAfterStart' : 'cancellation.line.noneLater',
    ),
  ]
}

/** The policy's heading on a page ("Cancellation policy"). */
export function cancellationPolicyHeading(locale: Locale): string {
  return createTranslator(locale, policyMessages)('cancellation.heading')
}
