import { and, asc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm'
import type { AnyColumn, SQL } from 'drizzle-orm'
import type { Locale } from '@tourmarket/domain/i18n'
import type { AppDatabase } from '../../db/database.ts'
import {
  helpArticles,
  helpRequests,
  organizerAccounts,
  organizers,
  outboxMessages,
  tours,
  users,
} from '../../db/schema/index.ts'
import type { NewOutboxMessage } from '../../platform/mail/outbox-repository.ts'

/** An article's texts in both languages; Russian ones are '' where not translated. */
export type HelpArticleRow = {
  id: number
  slug: string
  sectionSlug: string
  sectionName: string
  sectionNameRu: string
  title: string
  titleRu: string
  body: string
  bodyRu: string
  position: number
}

export type NewHelpRequest = {
  kind: string
  name: string
  /** Null only for a callback request (kind phone_call_request). */
  email: string | null
  phone: string | null
  message: string
  /** A callback request aimed at an organizer (from their page or one of their tours). */
  organizerId: number | null
  tourId: number | null
  userId: number | null
  pagePath: string | null
  language: Locale
}

const articleColumns = {
  id: helpArticles.id,
  slug: helpArticles.slug,
  sectionSlug: helpArticles.sectionSlug,
  sectionName: helpArticles.sectionName,
  sectionNameRu: helpArticles.sectionNameRu,
  title: helpArticles.title,
  titleRu: helpArticles.titleRu,
  body: helpArticles.body,
  bodyRu: helpArticles.bodyRu,
  position: helpArticles.position,
}

const published = eq(helpArticles.isPublished, true)

/** Sections keep the order of their first article; articles their position within the section. */
const articleOrder = [asc(helpArticles.position), asc(helpArticles.id)]

/** LIKE treats % and _ as wildcards and \ as the escape: a typed one must match itself. */
function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/** The column in the request's language: Russian falls back to English where it is empty. */
function inLanguage(language: Locale, english: AnyColumn, russian: AnyColumn): SQL {
  return language === 'ru' ? sql`coalesce(nullif(${russian}, ''), ${english})` : sql`${english}`
}

export type HelpCenterRepository = ReturnType<typeof createHelpCenterRepository>

export function createHelpCenterRepository(db: AppDatabase) {
  return {
    // Issue 43: an article unpublished in the console is on none of the help centre's pages.
    async listArticles(): Promise<HelpArticleRow[]> {
      return db
        .select(articleColumns)
        .from(helpArticles)
        .where(published)
        .orderBy(asc(helpArticles.id))
    },

    async findArticle(slug: string): Promise<HelpArticleRow | undefined> {
      const [row] = await db
        .select(articleColumns)
        .from(helpArticles)
        .where(and(eq(helpArticles.slug, slug), published))
      return row
    },

    async sectionArticles(sectionSlug: string): Promise<HelpArticleRow[]> {
      return db
        .select(articleColumns)
        .from(helpArticles)
        .where(and(eq(helpArticles.sectionSlug, sectionSlug), published))
        .orderBy(...articleOrder)
    },

    /**
     * Articles whose title or text in the language contains `query` (case-insensitive, a
     * parameter, its wildcards escaped), title matches first. Tags are no text: they are
     * stripped before matching, so "p" does not find every paragraph.
     */
    async search(query: string, language: Locale, limit: number): Promise<HelpArticleRow[]> {
      const pattern = `%${escapeLikePattern(query)}%`
      const title = inLanguage(language, helpArticles.title, helpArticles.titleRu)
      const body = inLanguage(language, helpArticles.body, helpArticles.bodyRu)
      const text = sql`regexp_replace(${body}, '<[^>]*>', ' ', 'g')`
      return db
        .select(articleColumns)
        .from(helpArticles)
        .where(and(published, or(ilike(title, pattern), ilike(text, pattern))))
        .orderBy(sql`(${title} ilike ${pattern}) desc`, asc(helpArticles.id))
        .limit(limit)
    },

    /** A published organizer's name, or undefined when there is none on the site. */
    async publishedOrganizer(organizerId: number): Promise<{ name: string } | undefined> {
      const [row] = await db
        .select({ name: organizers.name })
        .from(organizers)
        .where(and(eq(organizers.id, organizerId), eq(organizers.isPublished, true)))
      return row
    },

    async tourOrganizerId(tourId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ organizerId: tours.organizerId })
        .from(tours)
        .where(eq(tours.id, tourId))
      return row?.organizerId
    },

    /**
     * The e-mail addresses of the accounts that run an organizer: those acting for it
     * (users.organizer_id) and those listed in organizer_accounts, each once.
     */
    async organizerAddresses(organizerId: number): Promise<string[]> {
      const acting = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.organizerId, organizerId), isNotNull(users.email)))
      const listed = await db
        .select({ email: users.email })
        .from(organizerAccounts)
        .innerJoin(users, eq(users.id, organizerAccounts.userId))
        .where(and(eq(organizerAccounts.organizerId, organizerId), isNotNull(users.email)))
      return [
        ...new Set([...acting, ...listed].flatMap((row) => (row.email ? [row.email] : []))),
      ].sort()
    },

    /**
     * Stores the request and queues its e-mails in the outbox in one transaction: either both
     * are kept or neither is. With SMTP set the caller sends them itself and passes none.
     */
    async insertRequest(
      request: NewHelpRequest,
      queued: readonly NewOutboxMessage[],
    ): Promise<number> {
      return db.transaction(async (transaction) => {
        const [row] = await transaction
          .insert(helpRequests)
          .values(request)
          .returning({ id: helpRequests.id })
        if (queued.length > 0) await transaction.insert(outboxMessages).values([...queued])
        return row!.id
      })
    },
  }
}
