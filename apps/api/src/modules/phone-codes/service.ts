import { randomInt } from 'node:crypto'
import type { PhoneCode } from '@tourmarket/contracts'
import type { BrandConfig } from '@tourmarket/domain/brand'
import {
  PHONE_CODE_TTL_MINUTES,
  canCallOrganizers,
  canCallSupport,
  phoneCodeOf,
} from '@tourmarket/domain/calls'
import type { CallsConfig } from '../../config.ts'
import { AppError } from '../../errors.ts'
import type { NewPhoneCode, PhoneCodesRepository } from './repository.ts'

/** Draws before giving up: with a million codes, ten clashes in a row mean the pool is full. */
const MAX_DRAWS = 10

export type PhoneCodesServiceOptions = {
  repository: PhoneCodesRepository
  brand: BrandConfig
  calls: CallsConfig
  now: () => Date
  /** A random integer in [0, 1 000 000); crypto's by default, fixed in tests. */
  drawCode?: () => number
}

function callsDisabled(whom: 'organizers' | 'support'): AppError {
  return new AppError({
    code: 'calls_disabled',
    message: `Calling ${whom} is not available on this site.`,
  })
}

const chatNotFound = () => new AppError({ code: 'chat_not_found', message: 'Chat not found.' })

/**
 * §7 phone-code/organizer and /user (decision 0029): the number to dial and a fresh six-digit
 * extension code that routes the call. The brand decides who may be called (§6); the API refuses
 * what the storefront would not show.
 */
export function createPhoneCodesService(options: PhoneCodesServiceOptions) {
  const { repository, brand, calls, now } = options
  const drawCode = options.drawCode ?? (() => randomInt(0, 1_000_000))

  async function numberFor(countryId: number | null): Promise<string> {
    const iso = countryId === null ? null : await repository.countryIso(countryId)
    const number = (iso === null ? undefined : calls.numbersByCountry[iso]) ?? calls.fallbackNumber
    if (number === null) {
      throw new AppError({
        code: 'calls_unavailable',
        message: 'Calls by phone are not available at the moment.',
      })
    }
    return number
  }

  async function issue(code: Omit<NewPhoneCode, 'code' | 'expiresAt'>): Promise<PhoneCode> {
    const phone = await numberFor(code.countryId)
    const issuedAt = now()
    const expiresAt = new Date(issuedAt.getTime() + PHONE_CODE_TTL_MINUTES * 60_000)
    for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
      const candidate = phoneCodeOf(drawCode())
      if (await repository.insertIfFree({ ...code, code: candidate, expiresAt }, issuedAt)) {
        return { phone, code: candidate, expires_at: expiresAt.toISOString() }
      }
    }
    throw new AppError({
      code: 'calls_unavailable',
      message: 'Calls by phone are busy at the moment. Please try again later.',
    })
  }

  return {
    async forOrganizer(
      body: { tour_organizer_id: number; country_id?: number | null | undefined },
      userId: number | null,
    ): Promise<PhoneCode> {
      if (!canCallOrganizers(brand)) throw callsDisabled('organizers')
      if (!(await repository.isPublishedOrganizer(body.tour_organizer_id))) {
        throw new AppError({ code: 'organizer_not_found', message: 'Organizer not found.' })
      }
      return issue({
        target: 'organizer',
        organizerId: body.tour_organizer_id,
        chatId: null,
        userId,
        countryId: await knownCountry(body.country_id),
        isSupportCall: false,
      })
    },

    /** The chat's own tourist calls its other side; anyone else learns nothing (404). */
    async forChat(
      body: { chat_id: number; country_id?: number | null | undefined },
      userId: number,
    ): Promise<PhoneCode> {
      if (!canCallOrganizers(brand) && !canCallSupport(brand)) throw callsDisabled('organizers')
      const chat = await repository.chat(body.chat_id)
      if (chat === null || chat.userId !== userId) throw chatNotFound()
      const isSupportCall = chat.organizerId === null
      if (isSupportCall && !canCallSupport(brand)) throw callsDisabled('support')
      if (!isSupportCall && !canCallOrganizers(brand)) throw callsDisabled('organizers')
      return issue({
        target: 'user',
        organizerId: chat.organizerId,
        chatId: body.chat_id,
        userId,
        countryId: await knownCountry(body.country_id),
        isSupportCall,
      })
    },
  }

  /** A country id that names no country is 400 naming country_id. */
  async function knownCountry(countryId: number | null | undefined): Promise<number | null> {
    if (countryId === undefined || countryId === null) return null
    if (await repository.countryExists(countryId)) return countryId
    throw new AppError({
      code: 'validation_failed',
      message: 'Validation failed.',
      errors: { country_id: ['Incorrect value'] },
    })
  }
}

export type PhoneCodesService = ReturnType<typeof createPhoneCodesService>
