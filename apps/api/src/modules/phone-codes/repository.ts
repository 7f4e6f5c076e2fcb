import { and, eq, lte } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import { chats, countries, organizers, phoneCallCodes } from '../../db/schema/index.ts'
import type { PhoneCodeTarget } from '../../db/schema/calls.ts'

export type NewPhoneCode = {
  code: string
  target: PhoneCodeTarget
  organizerId: number | null
  chatId: number | null
  userId: number | null
  countryId: number | null
  isSupportCall: boolean
  expiresAt: Date
}

export function createPhoneCodesRepository(db: AppDatabase) {
  return {
    /** Whether the organizer exists and is shown on the site. */
    async isPublishedOrganizer(organizerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: organizers.id })
        .from(organizers)
        .where(and(eq(organizers.id, organizerId), eq(organizers.isPublished, true)))
      return row !== undefined
    },

    async chat(chatId: number): Promise<{ userId: number; organizerId: number | null } | null> {
      const [row] = await db
        .select({ userId: chats.userId, organizerId: chats.organizerId })
        .from(chats)
        .where(eq(chats.id, chatId))
      return row ?? null
    },

    /** The country's ISO code, or null for an unknown id. */
    async countryIso(countryId: number): Promise<string | null> {
      const [row] = await db
        .select({ isoCode: countries.isoCode })
        .from(countries)
        .where(eq(countries.id, countryId))
      return row?.isoCode ?? null
    },

    async countryExists(countryId: number): Promise<boolean> {
      return (await this.countryIso(countryId)) !== null
    },

    /**
     * Stores a code unless a live one has it: expired codes are removed first (a code is unique
     * only while it lives), and a clash with a live code answers false for the caller to draw
     * again.
     */
    async insertIfFree(code: NewPhoneCode, now: Date): Promise<boolean> {
      return db.transaction(async (transaction) => {
        await transaction.delete(phoneCallCodes).where(lte(phoneCallCodes.expiresAt, now))
        const inserted = await transaction
          .insert(phoneCallCodes)
          .values(code)
          .onConflictDoNothing({ target: phoneCallCodes.code })
          .returning({ id: phoneCallCodes.id })
        return inserted.length > 0
      })
    },
  }
}

export type PhoneCodesRepository = ReturnType<typeof createPhoneCodesRepository>
