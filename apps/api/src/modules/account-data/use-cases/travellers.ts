import type { SavedTraveller } from '@tourmarket/contracts'
import { SAVED_TRAVELLERS_MAX } from '@tourmarket/contracts/limits'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../../errors.ts'
import type { SavedTravellerRow, SavedTravellerValues } from '../travellers-repository.ts'
import type { AccountDataDeps } from './deps.ts'

export type TravellerInput = {
  readonly first_name: string
  readonly last_name: string
  readonly middle_name: string | null
  readonly birthday: string
  readonly passport: string | null
}

export function presentTraveller(row: SavedTravellerRow): SavedTraveller {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    middle_name: row.middleName,
    birthday: row.birthday,
    passport: row.passport,
  }
}

const valuesOf = (input: TravellerInput): SavedTravellerValues => ({
  firstName: input.first_name,
  lastName: input.last_name,
  middleName: input.middle_name,
  birthday: input.birthday,
  passport: input.passport,
})

const notFound: Readonly<Record<Locale, string>> = {
  'en-US': 'This traveller is not among your saved travellers.',
  ru: 'Такого путешественника нет среди сохранённых.',
}

const tooMany: Readonly<Record<Locale, string>> = {
  'en-US': `You can keep up to ${SAVED_TRAVELLERS_MAX} travellers. Remove one to add another.`,
  ru: `Можно сохранить не больше ${SAVED_TRAVELLERS_MAX} путешественников. Удалите одного, чтобы добавить другого.`,
}

/** Saved travellers: an account reads and changes only its own (another's is "not found"). */
export function createTravellersUseCases({ travellers, now }: AccountDataDeps) {
  const missing = (language: Locale) =>
    new AppError({ code: 'traveller_not_found', message: notFound[language] })

  return {
    async listTravellers(userId: number): Promise<SavedTraveller[]> {
      return (await travellers.list(userId)).map(presentTraveller)
    },

    async addTraveller(
      userId: number,
      input: TravellerInput,
      language: Locale,
    ): Promise<SavedTraveller> {
      if ((await travellers.countOf(userId)) >= SAVED_TRAVELLERS_MAX) {
        throw new AppError({ code: 'too_many_travellers', message: tooMany[language] })
      }
      return presentTraveller(await travellers.insert(userId, valuesOf(input)))
    },

    async changeTraveller(
      userId: number,
      id: number,
      input: TravellerInput,
      language: Locale,
    ): Promise<SavedTraveller> {
      const row = await travellers.update(userId, id, valuesOf(input), now())
      if (row === undefined) throw missing(language)
      return presentTraveller(row)
    },

    async removeTraveller(userId: number, id: number, language: Locale): Promise<void> {
      if (!(await travellers.remove(userId, id))) throw missing(language)
    },
  }
}
