import type {
  AdminJournalOptions,
  AdminJournalPost,
  AdminJournalPosts,
} from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../errors.ts'
import { requireRole } from '../../platform/admin/admin-access.ts'
import { changedFields } from '../../platform/audit/audit-log.ts'
import type { Viewer } from '../../platform/http/session-guard.ts'
import { localize } from '../../platform/i18n/localize.ts'
import type {
  JournalAdminColumns,
  JournalAdminRepository,
  JournalAdminRow,
} from './admin-repository.ts'
import { readingMinutesOf, renderJournalMarkdown } from '../../platform/html/journal-markdown.ts'

/** What the console's editor sends (contracts adminJournalSaveBodySchema, parsed). */
export type JournalPostInput = {
  readonly id?: number | undefined
  readonly slug: string
  readonly title: string
  readonly title_ru: string
  readonly excerpt: string
  readonly excerpt_ru: string
  readonly body_markdown: string
  readonly body_ru_markdown: string
  readonly category_slug: string
  readonly category_name: string
  readonly category_name_ru: string
  readonly cover_key: string
  readonly cover_alt: string
  readonly author_name: string
  readonly country_id: number | null
  readonly published_at: string
}

function postNotFound(): AppError {
  return new AppError({ code: 'blog_post_not_found', message: 'There is no such journal post.' })
}

/** §2 a post's address ends in -digits: its own id, added unless the slug ends in it already. */
export function journalSlugOf(typed: string, postId: number): string {
  return typed.endsWith(`-${String(postId)}`) ? typed : `${typed}-${String(postId)}`
}

function stateOf(row: JournalAdminRow, instant: Date): AdminJournalPost['state'] {
  if (!row.isPublished) return 'draft'
  return row.publishedAt > instant ? 'scheduled' : 'published'
}

function toPost(row: JournalAdminRow, instant: Date): AdminJournalPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    title_ru: row.titleRu,
    excerpt: row.excerpt,
    excerpt_ru: row.excerptRu,
    // A post written as HTML (the seed's) is edited from its HTML, which Markdown keeps.
    body_markdown: row.bodyMarkdown === '' ? row.body : row.bodyMarkdown,
    body_ru_markdown: row.bodyRuMarkdown === '' ? row.bodyRu : row.bodyRuMarkdown,
    category_slug: row.categorySlug,
    category_name: row.categoryName,
    category_name_ru: row.categoryNameRu,
    cover_key: row.coverKey,
    cover_alt: row.coverAlt,
    author_name: row.authorName,
    country_id: row.countryId,
    published_at: row.publishedAt.toISOString(),
    state: stateOf(row, instant),
    url: `/journal/${row.slug}`,
  }
}

/** The stored columns of an edit: the HTML is rendered here, so it is always the Markdown's. */
function columnsOf(input: JournalPostInput): JournalAdminColumns {
  return {
    title: input.title,
    titleRu: input.title_ru,
    excerpt: input.excerpt,
    excerptRu: input.excerpt_ru,
    bodyMarkdown: input.body_markdown,
    bodyRuMarkdown: input.body_ru_markdown,
    body: renderJournalMarkdown(input.body_markdown),
    bodyRu: input.body_ru_markdown === '' ? '' : renderJournalMarkdown(input.body_ru_markdown),
    categorySlug: input.category_slug,
    categoryName: input.category_name,
    categoryNameRu: input.category_name_ru,
    coverKey: input.cover_key,
    coverAlt: input.cover_alt,
    authorName: input.author_name,
    readingMinutes: readingMinutesOf(input.body_markdown),
    countryId: input.country_id,
    publishedAt: new Date(input.published_at),
  }
}

/** The fields an audit row keeps: the editor's, not the HTML rendered from them. */
function auditedFields(row: Partial<JournalAdminRow>): Record<string, unknown> {
  const { body: _body, bodyRu: _bodyRu, searchVector: _searchVector, ...fields } = row
  return {
    ...fields,
    ...(fields.publishedAt === undefined ? {} : { publishedAt: fields.publishedAt.toISOString() }),
  }
}

export type JournalAdminService = ReturnType<typeof createJournalAdminService>

/**
 * Issue 43 item 5: the journal in the operator console (content editors and admins). Every call
 * checks the role first; writes are audited in their transaction as the staff member's.
 */
export function createJournalAdminService({
  repository,
  now,
}: {
  repository: JournalAdminRepository
  now: () => Date
}) {
  async function existing(postId: number): Promise<JournalAdminRow> {
    const row = await repository.findPost(postId)
    if (row === undefined) throw postNotFound()
    return row
  }

  return {
    async list(
      viewer: Viewer,
      query: { q: string; page: number; limit: number },
    ): Promise<AdminJournalPosts> {
      requireRole(viewer, 'content.journal-view')
      const { rows, total } = await repository.listPosts({
        q: query.q,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      })
      const instant = now()
      return {
        data: rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          title: row.title,
          category_name: row.categoryName,
          author_name: row.authorName,
          published_at: row.publishedAt.toISOString(),
          state: stateOf(row, instant),
        })),
        meta: {
          page: query.page,
          per_page: query.limit,
          total,
          total_pages: Math.ceil(total / query.limit),
        },
      }
    },

    async view(viewer: Viewer, postId: number): Promise<AdminJournalPost> {
      requireRole(viewer, 'content.journal-view')
      return toPost(await existing(postId), now())
    },

    async options(viewer: Viewer, language: Locale): Promise<AdminJournalOptions> {
      requireRole(viewer, 'content.journal-view')
      const [categories, countries] = await Promise.all([
        repository.categories(),
        repository.countries(),
      ])
      return {
        categories: categories.map((row) => ({
          slug: row.slug,
          name: row.name,
          name_ru: row.nameRu,
        })),
        countries: countries
          .map((row) => ({ id: row.id, name: localize(language, row.name, row.nameRu) }))
          .toSorted((first, second) => first.name.localeCompare(second.name, language)),
      }
    },

    preview(viewer: Viewer, markdown: string): { html: string } {
      requireRole(viewer, 'content.journal-edit')
      return { html: renderJournalMarkdown(markdown) }
    },

    async save(viewer: Viewer, input: JournalPostInput): Promise<AdminJournalPost> {
      const staff = requireRole(viewer, 'content.journal-edit')
      if (input.country_id !== null && !(await repository.countryExists(input.country_id))) {
        throw new AppError({
          code: 'validation_failed',
          message: 'Check these fields: country_id.',
          errors: { country_id: ['There is no such country.'] },
        })
      }
      const columns = columnsOf(input)
      const audit = {
        organizerId: null,
        actorUserId: staff.userId,
        actorKind: 'admin',
        objectKind: 'blog_post',
      } as const
      if (input.id === undefined) {
        const postId = await repository.create(
          columns,
          (id) => journalSlugOf(input.slug, id),
          (id) => ({
            ...audit,
            objectId: id,
            action: 'blog_post.create',
            after: auditedFields({ ...columns, slug: journalSlugOf(input.slug, id) }),
          }),
        )
        return toPost(await existing(postId), now())
      }
      const before = await existing(input.id)
      const slug = journalSlugOf(input.slug, before.id)
      const change = changedFields(auditedFields(before), auditedFields({ ...columns, slug }))
      if (Object.keys(change.after).length > 0) {
        await repository.update(
          before.id,
          { ...columns, slug },
          { ...audit, objectId: before.id, action: 'blog_post.update', ...change },
        )
      }
      return toPost(await existing(before.id), now())
    },

    async publish(
      viewer: Viewer,
      input: { id: number; published: boolean },
    ): Promise<AdminJournalPost> {
      const staff = requireRole(viewer, 'content.journal-publish')
      const before = await existing(input.id)
      if (before.isPublished !== input.published) {
        await repository.update(
          before.id,
          { isPublished: input.published },
          {
            organizerId: null,
            actorUserId: staff.userId,
            actorKind: 'admin',
            objectKind: 'blog_post',
            objectId: before.id,
            action: input.published ? 'blog_post.publish' : 'blog_post.unpublish',
            before: { isPublished: before.isPublished },
            after: { isPublished: input.published },
          },
        )
      }
      return toPost(await existing(before.id), now())
    },
  }
}
