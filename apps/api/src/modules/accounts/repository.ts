import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { AppDatabase } from '../../db/database.ts'
import {
  authCodes,
  countries,
  oneTimeTokens,
  refreshTokens,
  uploadedFiles,
  userSessions,
  users,
} from '../../db/schema/index.ts'
import type { AuthCodePurpose, OneTimeTokenPurpose } from '../../db/schema/accounts.ts'

export type UserRow = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt'>>

/** A session that has not been revoked, with its user. */
export type ActiveSession = {
  readonly sessionId: string
  readonly isAdminAuth: boolean
  readonly user: UserRow
}

/** A session that a revocation just ended. */
export type RevokedSession = { readonly sessionId: string; readonly userId: number }

export type RefreshTokenRecord = {
  readonly sessionId: string
  readonly userId: number
  readonly isAdminAuth: boolean
  readonly expiresAt: Date
  readonly usedAt: Date | null
  readonly sessionRevokedAt: Date | null
}

export type AuthCodeRecord = {
  readonly id: number
  readonly codeHash: string
  readonly userId: number | null
  readonly attempts: number
  /** The §3 code sender it went through, to reach the destination again (a lockout notice). */
  readonly sender: string
}

/** PostgreSQL's unique_violation, as both drivers report it (directly or as the cause of drizzle's error). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23505') return true
  }
  return false
}

/** Accounts, sessions, refresh and one-time tokens, and codes: the only code that touches their tables. */
export function createAccountsRepository(db: AppDatabase) {
  return {
    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id))
      return row
    },

    async findUserByLogin(kind: 'email' | 'phone', value: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(kind === 'email' ? eq(users.email, value) : eq(users.phone, value))
      return row
    },

    async insertUser(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning()
      return row!
    },

    async updateUser(id: number, patch: UserPatch): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning()
      return row!
    },

    /**
     * Takes a login off one account and gives it to a new account, in one transaction, so the
     * login is never on both (unique) nor on neither (decision 0018).
     */
    async moveLoginToNewUser(
      fromUserId: number,
      kind: 'email' | 'phone',
      values: NewUser,
    ): Promise<UserRow> {
      return db.transaction(async (transaction) => {
        await transaction
          .update(users)
          .set(
            kind === 'email'
              ? { email: null, emailConfirmedAt: null, updatedAt: new Date() }
              : { phone: null, phoneConfirmedAt: null, updatedAt: new Date() },
          )
          .where(eq(users.id, fromUserId))
        const [row] = await transaction.insert(users).values(values).returning()
        return row!
      })
    },

    async touchActivity(id: number, at: Date): Promise<void> {
      await db.update(users).set({ lastActivityAt: at }).where(eq(users.id, id))
    },

    /** The uuid of a profile photo: the user's avatar_id, while it is a ready image upload. */
    async findAvatarUuid(avatarId: number): Promise<string | null> {
      const [row] = await db
        .select({ uuid: uploadedFiles.uuid })
        .from(uploadedFiles)
        .where(
          and(
            eq(uploadedFiles.id, avatarId),
            eq(uploadedFiles.kind, 'image'),
            eq(uploadedFiles.status, 'ready'),
          ),
        )
      return row?.uuid ?? null
    },

    async findCountry(
      id: number,
    ): Promise<{ id: number; name: string; nameRu: string } | undefined> {
      const [row] = await db
        .select({ id: countries.id, name: countries.name, nameRu: countries.nameRu })
        .from(countries)
        .where(eq(countries.id, id))
      return row
    },

    async insertSession(values: {
      id: string
      userId: number
      isAdminAuth: boolean
    }): Promise<void> {
      await db.insert(userSessions).values(values)
    },

    async findActiveSession(sessionId: string, userId: number): Promise<ActiveSession | undefined> {
      const [row] = await db
        .select({ sessionId: userSessions.id, isAdminAuth: userSessions.isAdminAuth, user: users })
        .from(userSessions)
        .innerJoin(users, eq(users.id, userSessions.userId))
        .where(
          and(
            eq(userSessions.id, sessionId),
            eq(userSessions.userId, userId),
            isNull(userSessions.revokedAt),
          ),
        )
      return row
    },

    /** The organizer each account acts for; accounts that do not exist are left out. */
    async actingOrganizers(userIds: readonly number[]): Promise<Map<number, number | null>> {
      if (userIds.length === 0) return new Map()
      const rows = await db
        .select({ id: users.id, organizerId: users.organizerId })
        .from(users)
        .where(inArray(users.id, [...userIds]))
      return new Map(rows.map((row) => [row.id, row.organizerId]))
    },

    /** Revokes a session; answers it (with its user) when it was open until now. */
    async revokeSession(sessionId: string, reason: string, at: Date): Promise<RevokedSession[]> {
      return db
        .update(userSessions)
        .set({ revokedAt: at, revokedReason: reason })
        .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)))
        .returning({ sessionId: userSessions.id, userId: userSessions.userId })
    },

    /** Revokes every session of a user, but the one given (the caller's own, when it stays signed in). */
    async revokeUserSessions(
      userId: number,
      reason: string,
      at: Date,
      exceptSessionId?: string,
    ): Promise<RevokedSession[]> {
      return db
        .update(userSessions)
        .set({ revokedAt: at, revokedReason: reason })
        .where(
          and(
            eq(userSessions.userId, userId),
            isNull(userSessions.revokedAt),
            exceptSessionId === undefined ? undefined : ne(userSessions.id, exceptSessionId),
          ),
        )
        .returning({ sessionId: userSessions.id, userId: userSessions.userId })
    },

    async insertRefreshToken(values: {
      tokenHash: string
      sessionId: string
      expiresAt: Date
    }): Promise<void> {
      await db.insert(refreshTokens).values(values)
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | undefined> {
      const [row] = await db
        .select({
          sessionId: refreshTokens.sessionId,
          userId: userSessions.userId,
          isAdminAuth: userSessions.isAdminAuth,
          expiresAt: refreshTokens.expiresAt,
          usedAt: refreshTokens.usedAt,
          sessionRevokedAt: userSessions.revokedAt,
        })
        .from(refreshTokens)
        .innerJoin(userSessions, eq(userSessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
      return row
    },

    /** Marks a refresh token used; false when it already was (two exchanges raced, or a replay). */
    async markRefreshTokenUsed(tokenHash: string, at: Date): Promise<boolean> {
      const updated = await db
        .update(refreshTokens)
        .set({ usedAt: at })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
        .returning({ tokenHash: refreshTokens.tokenHash })
      return updated.length === 1
    },

    async insertOneTimeToken(values: {
      tokenHash: string
      purpose: OneTimeTokenPurpose
      userId: number
      expiresAt: Date
    }): Promise<void> {
      await db.insert(oneTimeTokens).values(values)
    },

    async isOneTimeTokenValid(
      tokenHash: string,
      purpose: OneTimeTokenPurpose,
      at: Date,
    ): Promise<boolean> {
      const [row] = await db
        .select({ userId: oneTimeTokens.userId })
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, at),
          ),
        )
      return row !== undefined
    },

    /** Uses a valid one-time token and returns its user; undefined when it is unknown, used or expired. */
    async consumeOneTimeToken(
      tokenHash: string,
      purpose: OneTimeTokenPurpose,
      at: Date,
    ): Promise<number | undefined> {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, at),
          ),
        )
        .returning({ userId: oneTimeTokens.userId })
      return row?.userId
    },

    /** Ends a user's unused tokens of a purpose: a new reset link makes older ones worthless. */
    async expireOneTimeTokens(
      userId: number,
      purpose: OneTimeTokenPurpose,
      at: Date,
    ): Promise<void> {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(oneTimeTokens.userId, userId),
            eq(oneTimeTokens.purpose, purpose),
            isNull(oneTimeTokens.usedAt),
          ),
        )
    },

    /** Stores a new code, ending the earlier ones to the same destination for the same purpose. */
    async replaceCode(values: {
      purpose: AuthCodePurpose
      destination: string
      userId: number | null
      codeHash: string
      sender: string
      expiresAt: Date
      at: Date
    }): Promise<void> {
      const { at, ...code } = values
      await db.transaction(async (transaction) => {
        await transaction
          .update(authCodes)
          .set({ consumedAt: at })
          .where(
            and(
              eq(authCodes.purpose, code.purpose),
              eq(authCodes.destination, code.destination),
              isNull(authCodes.consumedAt),
            ),
          )
        await transaction.insert(authCodes).values(code)
      })
    },

    async findActiveCode(
      purpose: AuthCodePurpose,
      destination: string,
      at: Date,
    ): Promise<AuthCodeRecord | undefined> {
      const [row] = await db
        .select({
          id: authCodes.id,
          codeHash: authCodes.codeHash,
          userId: authCodes.userId,
          attempts: authCodes.attempts,
          sender: authCodes.sender,
        })
        .from(authCodes)
        .where(
          and(
            eq(authCodes.purpose, purpose),
            eq(authCodes.destination, destination),
            isNull(authCodes.consumedAt),
            gt(authCodes.expiresAt, at),
          ),
        )
        .orderBy(desc(authCodes.id))
        .limit(1)
      return row
    },

    /** Counts one guess; returns the guesses so far, or undefined when the code was used meanwhile. */
    async countCodeAttempt(id: number): Promise<number | undefined> {
      const [row] = await db
        .update(authCodes)
        .set({ attempts: sql`${authCodes.attempts} + 1` })
        .where(and(eq(authCodes.id, id), isNull(authCodes.consumedAt)))
        .returning({ attempts: authCodes.attempts })
      return row?.attempts
    },

    /** Uses a code; false when it was used meanwhile (each code signs in once). */
    async consumeCode(id: number, at: Date): Promise<boolean> {
      const updated = await db
        .update(authCodes)
        .set({ consumedAt: at })
        .where(and(eq(authCodes.id, id), isNull(authCodes.consumedAt)))
        .returning({ id: authCodes.id })
      return updated.length === 1
    },
  }
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>
