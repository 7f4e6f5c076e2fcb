import { and, asc, desc, eq, inArray, like, or, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import {
  cities,
  countries,
  languages,
  organizerAccounts,
  organizers,
  organizerVerifications,
  users,
} from '../../db/schema/index.ts'
import type { VerificationStatus } from '../../db/schema/organizers.ts'

export type ProfileRow = {
  id: number
  slug: string
  name: string
  legalType: number
  salesModel: number
  operatorType: 'organization' | 'author'
  countryId: number
  countryName: string
  countryNameRu: string
  cityId: number | null
  cityName: string | null
  cityNameRu: string | null
  description: string
  descriptionRu: string
  avatarKey: string | null
  foundedYear: number | null
  languageIds: number[]
  isPublished: boolean
  /** Issue 43: why an operator hid it; while set, only an operator publishes it again. */
  hiddenReason: string | null
  identityCheck: number
  documentsCheck: number
  internalCheck: number
  updatedAt: Date
}

export type ProfileFields = {
  name: string
  legalType: number
  salesModel: number
  operatorType: 'organization' | 'author'
  countryId: number
  cityId: number | null
  description: string
  foundedYear: number | null
  languageIds: number[]
}

export type VerificationRow = {
  id: string
  organizerId: number
  provider: string
  providerReference: string | null
  status: VerificationStatus
  createdAt: Date
  completedAt: Date | null
}

const profileColumns = {
  id: organizers.id,
  slug: organizers.slug,
  name: organizers.name,
  legalType: organizers.legalType,
  salesModel: organizers.salesModel,
  operatorType: organizers.operatorType,
  countryId: organizers.countryId,
  countryName: countries.name,
  countryNameRu: countries.nameRu,
  cityId: organizers.cityId,
  cityName: cities.name,
  cityNameRu: cities.nameRu,
  description: organizers.description,
  descriptionRu: organizers.descriptionRu,
  avatarKey: organizers.avatarKey,
  foundedYear: organizers.foundedYear,
  languageIds: organizers.languageIds,
  isPublished: organizers.isPublished,
  hiddenReason: organizers.hiddenReason,
  identityCheck: organizers.identityCheck,
  documentsCheck: organizers.documentsCheck,
  internalCheck: organizers.internalCheck,
  updatedAt: organizers.updatedAt,
}

/**
 * The profiles an account runs: its organizer_accounts rows, and the profile users.organizer_id
 * says it acts for (accounts made before organizer_accounts existed have only that).
 */
function ownedBy(userId: number) {
  return or(
    inArray(
      organizers.id,
      sql`(select ${organizerAccounts.organizerId} from ${organizerAccounts} where ${organizerAccounts.userId} = ${userId})`,
    ),
    inArray(
      organizers.id,
      sql`(select ${users.organizerId} from ${users} where ${users.id} = ${userId} and ${users.organizerId} is not null)`,
    ),
  )
}

export function createOrganizerProfilesRepository(db: AppDatabase) {
  const selectProfiles = () =>
    db
      .select(profileColumns)
      .from(organizers)
      .innerJoin(countries, eq(countries.id, organizers.countryId))
      .leftJoin(cities, eq(cities.id, organizers.cityId))

  /** §4 identity check of the organizer whose check is in this status. */
  const identityCheckOf = { succeeded: 1, failed: 2, pending: 3 } as const

  async function moveVerification(
    id: string,
    status: VerificationStatus,
    from: readonly VerificationStatus[],
    at: Date,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [moved] = await tx
        .update(organizerVerifications)
        .set({ status, completedAt: status === 'pending' ? null : at })
        .where(
          and(eq(organizerVerifications.id, id), inArray(organizerVerifications.status, [...from])),
        )
        .returning({ organizerId: organizerVerifications.organizerId })
      if (moved === undefined) return false
      await tx
        .update(organizers)
        .set({ identityCheck: identityCheckOf[status], updatedAt: at })
        .where(eq(organizers.id, moved.organizerId))
      if (status === 'succeeded') {
        // The first passed check is the profile's approval, and approval publishes it (issue
        // 37 finding 11) — unless an operator decided already (internal check 1 or 2).
        await tx
          .update(organizers)
          .set({ isPublished: true })
          .where(
            and(
              eq(organizers.id, moved.organizerId),
              eq(organizers.internalCheck, 0),
              sql`not exists (select 1 from ${organizerVerifications} where ${organizerVerifications.organizerId} = ${moved.organizerId} and ${organizerVerifications.status} = 'succeeded' and ${organizerVerifications.id} <> ${id})`,
            ),
          )
      }
      return true
    })
  }

  return {
    async listOwned(userId: number): Promise<ProfileRow[]> {
      return selectProfiles().where(ownedBy(userId)).orderBy(asc(organizers.id))
    },

    /** The profile when the account runs it; undefined otherwise (unknown or someone else's). */
    async findOwned(userId: number, organizerId: number): Promise<ProfileRow | undefined> {
      const [row] = await selectProfiles().where(
        and(eq(organizers.id, organizerId), ownedBy(userId)),
      )
      return row
    },

    /** Any profile, whoever runs it (an operator's review). */
    async findById(organizerId: number): Promise<ProfileRow | undefined> {
      const [row] = await selectProfiles().where(eq(organizers.id, organizerId))
      return row
    },

    /**
     * An operator's verdict (§4 internal check 1 passed, 2 failed): a refused profile leaves the
     * site; an approved one is published when `publish` (its first approval).
     */
    async setReview(organizerId: number, approved: boolean, publish: boolean): Promise<void> {
      await db
        .update(organizers)
        .set({
          internalCheck: approved ? 1 : 2,
          ...(approved ? (publish ? { isPublished: true } : {}) : { isPublished: false }),
          updatedAt: new Date(),
        })
        .where(eq(organizers.id, organizerId))
    },

    async actingOrganizerId(userId: number): Promise<number | null> {
      const [row] = await db
        .select({ organizerId: users.organizerId })
        .from(users)
        .where(eq(users.id, userId))
      return row?.organizerId ?? null
    },

    async setActing(userId: number, organizerId: number): Promise<void> {
      await db.update(users).set({ organizerId }).where(eq(users.id, userId))
    },

    async countryExists(countryId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: countries.id })
        .from(countries)
        .where(eq(countries.id, countryId))
      return row !== undefined
    },

    /** The city's country, or undefined when there is no such city. */
    async countryOfCity(cityId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ countryId: cities.countryId })
        .from(cities)
        .where(eq(cities.id, cityId))
      return row?.countryId
    },

    /** Which of `ids` name languages that exist. */
    async existingLanguageIds(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set()
      const rows = await db
        .select({ id: languages.id })
        .from(languages)
        .where(inArray(languages.id, [...ids]))
      return new Set(rows.map((row) => row.id))
    },

    /** Slugs already taken that start with `base`, to pick a free one. */
    async slugsLike(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: organizers.slug })
        .from(organizers)
        .where(like(organizers.slug, `${base}%`))
      return new Set(rows.map((row) => row.slug))
    },

    /**
     * A new profile and the account's link to it, in one transaction; the account acts for it
     * when it acted for none. A slug taken meanwhile fails the unique index and the caller retries.
     */
    async create(userId: number, slug: string, fields: ProfileFields): Promise<number> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(organizers)
          .values({ ...fields, slug, isPublished: false })
          .returning({ id: organizers.id })
        const organizerId = created!.id
        await tx.insert(organizerAccounts).values({ organizerId, userId })
        await tx
          .update(users)
          .set({ organizerId })
          .where(and(eq(users.id, userId), sql`${users.organizerId} is null`))
        return organizerId
      })
    },

    async update(organizerId: number, fields: ProfileFields): Promise<void> {
      await db
        .update(organizers)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(organizers.id, organizerId))
    },

    async setPublished(organizerId: number, isPublished: boolean): Promise<void> {
      await db
        .update(organizers)
        .set({ isPublished, updatedAt: new Date() })
        .where(eq(organizers.id, organizerId))
    },

    async startVerification(check: {
      organizerId: number
      userId: number
      provider: string
      providerReference: string
    }): Promise<VerificationRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(organizerVerifications)
          .values({
            organizerId: check.organizerId,
            requestedByUserId: check.userId,
            provider: check.provider,
            providerReference: check.providerReference,
          })
          .returning()
        // §4: 3 in progress until the provider's callback settles it.
        await tx
          .update(organizers)
          .set({ identityCheck: 3, updatedAt: new Date() })
          .where(eq(organizers.id, check.organizerId))
        return row!
      })
    },

    async findVerificationByReference(
      provider: string,
      providerReference: string,
    ): Promise<VerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(organizerVerifications)
        .where(
          and(
            eq(organizerVerifications.provider, provider),
            eq(organizerVerifications.providerReference, providerReference),
          ),
        )
      return row
    },

    /**
     * Settles a pending check once: the conditional update makes a replayed or late callback
     * change nothing (false). The organizer's identity check follows the check that moved.
     */
    async settleVerification(
      id: string,
      status: 'succeeded' | 'failed',
      completedAt: Date,
    ): Promise<boolean> {
      return moveVerification(id, status, ['pending'], completedAt)
    },

    /**
     * Moves a check to the status its provider reports now, when that is a move the provider
     * makes: open → passed or failed, failed → passed (a retry in the same session), failed →
     * open again (a retry being processed). A passed check stays passed; the same status again
     * changes nothing (false).
     */
    async followVerificationStatus(
      id: string,
      status: VerificationStatus,
      at: Date,
    ): Promise<boolean> {
      const from: readonly VerificationStatus[] =
        status === 'succeeded'
          ? ['pending', 'failed']
          : status === 'failed'
            ? ['pending']
            : ['failed']
      return moveVerification(id, status, from, at)
    },

    async organizerName(organizerId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: organizers.name })
        .from(organizers)
        .where(eq(organizers.id, organizerId))
      return row?.name
    },

    async verificationsOf(organizerId: number): Promise<VerificationRow[]> {
      return db
        .select()
        .from(organizerVerifications)
        .where(eq(organizerVerifications.organizerId, organizerId))
        .orderBy(desc(organizerVerifications.createdAt))
        .limit(20)
    },
  }
}

export type OrganizerProfilesRepository = ReturnType<typeof createOrganizerProfilesRepository>
