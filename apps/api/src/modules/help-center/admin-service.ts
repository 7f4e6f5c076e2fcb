import type { AdminHelpArticle, AdminHelpArticles } from '@tourmarket/contracts'
import { AppError } from '../../errors.ts'
import { requireRole } from '../../platform/admin/admin-access.ts'
import { changedFields } from '../../platform/audit/audit-log.ts'
import { renderJournalMarkdown } from '../../platform/html/journal-markdown.ts'
import { sanitizeOrganizerHtml } from '../../platform/html/organizer-html.ts'
import type { Viewer } from '../../platform/http/session-guard.ts'
import type { HelpAdminColumns, HelpAdminRepository, HelpAdminRow } from './admin-repository.ts'

/** What the console's editor sends (contracts adminHelpSaveBodySchema, parsed). */
export type HelpArticleInput = {
  readonly id?: number | undefined
  readonly slug: string
  readonly section_slug: string
  readonly section_name: string
  readonly section_name_ru: string
  readonly title: string
  readonly title_ru: string
  readonly body_markdown: string
  readonly body_ru_markdown: string
  readonly position: number
}

function articleNotFound(): AppError {
  return new AppError({
    code: 'help_article_not_found',
    message: 'There is no such help article.',
  })
}

function slugTaken(): AppError {
  return new AppError({
    code: 'validation_failed',
    message: 'Check these fields: slug.',
    errors: { slug: ['Another help article has this address.'] },
  })
}

/**
 * An article's Markdown as its page shows it: rendered and sanitised by the journal's rules
 * (platform/html), then by the help centre's own, which its page applies when read.
 */
function renderHelpMarkdown(markdown: string): string {
  return sanitizeOrganizerHtml(renderJournalMarkdown(markdown))
}

function toArticle(row: HelpAdminRow): AdminHelpArticle {
  return {
    id: row.id,
    slug: row.slug,
    section_slug: row.sectionSlug,
    section_name: row.sectionName,
    section_name_ru: row.sectionNameRu,
    title: row.title,
    title_ru: row.titleRu,
    // An article written as HTML (the seed's) is edited from its HTML, which Markdown keeps.
    body_markdown: row.bodyMarkdown === '' ? row.body : row.bodyMarkdown,
    body_ru_markdown: row.bodyRuMarkdown === '' ? row.bodyRu : row.bodyRuMarkdown,
    position: row.position,
    published: row.isPublished,
    url: `/help-center/${row.slug}`,
  }
}

function columnsOf(input: HelpArticleInput): HelpAdminColumns {
  return {
    slug: input.slug,
    sectionSlug: input.section_slug,
    sectionName: input.section_name,
    sectionNameRu: input.section_name_ru,
    title: input.title,
    titleRu: input.title_ru,
    bodyMarkdown: input.body_markdown,
    bodyRuMarkdown: input.body_ru_markdown,
    body: renderHelpMarkdown(input.body_markdown),
    bodyRu: input.body_ru_markdown === '' ? '' : renderHelpMarkdown(input.body_ru_markdown),
    position: input.position,
  }
}

/** The fields an audit row keeps: the editor's, not the HTML rendered from them. */
function auditedFields(row: Partial<HelpAdminRow>): Record<string, unknown> {
  const { body: _body, bodyRu: _bodyRu, ...fields } = row
  return fields
}

export type HelpAdminService = ReturnType<typeof createHelpAdminService>

/**
 * Issue 43 item 5: help-centre articles in the operator console (content editors and admins).
 * Every call checks the role first; writes are audited in their transaction as the staff member's.
 */
export function createHelpAdminService({ repository }: { repository: HelpAdminRepository }) {
  async function existing(articleId: number): Promise<HelpAdminRow> {
    const row = await repository.findArticle(articleId)
    if (row === undefined) throw articleNotFound()
    return row
  }

  return {
    async list(viewer: Viewer): Promise<AdminHelpArticles> {
      requireRole(viewer, 'content.help-view')
      return {
        data: (await repository.listArticles()).map((row) => ({
          id: row.id,
          slug: row.slug,
          title: row.title,
          section_slug: row.sectionSlug,
          section_name: row.sectionName,
          position: row.position,
          published: row.isPublished,
        })),
      }
    },

    async view(viewer: Viewer, articleId: number): Promise<AdminHelpArticle> {
      requireRole(viewer, 'content.help-view')
      return toArticle(await existing(articleId))
    },

    preview(viewer: Viewer, markdown: string): { html: string } {
      requireRole(viewer, 'content.help-edit')
      return { html: renderHelpMarkdown(markdown) }
    },

    async save(viewer: Viewer, input: HelpArticleInput): Promise<AdminHelpArticle> {
      const staff = requireRole(viewer, 'content.help-edit')
      const columns = columnsOf(input)
      const audit = {
        organizerId: null,
        actorUserId: staff.userId,
        actorKind: 'admin',
        objectKind: 'help_article',
      } as const
      if (input.id === undefined) {
        const articleId = await repository.create(columns, (id) => ({
          ...audit,
          objectId: id,
          action: 'help_article.create',
          after: auditedFields(columns),
        }))
        if (articleId === null) throw slugTaken()
        return toArticle(await existing(articleId))
      }
      const before = await existing(input.id)
      const holder = await repository.findBySlug(input.slug)
      if (holder !== undefined && holder.id !== before.id) throw slugTaken()
      const change = changedFields(auditedFields(before), auditedFields(columns))
      if (Object.keys(change.after).length > 0) {
        await repository.update(before.id, columns, {
          ...audit,
          objectId: before.id,
          action: 'help_article.update',
          ...change,
        })
      }
      return toArticle(await existing(before.id))
    },

    async publish(
      viewer: Viewer,
      input: { id: number; published: boolean },
    ): Promise<AdminHelpArticle> {
      const staff = requireRole(viewer, 'content.help-publish')
      const before = await existing(input.id)
      if (before.isPublished !== input.published) {
        await repository.update(
          before.id,
          { isPublished: input.published },
          {
            organizerId: null,
            actorUserId: staff.userId,
            actorKind: 'admin',
            objectKind: 'help_article',
            objectId: before.id,
            action: input.published ? 'help_article.publish' : 'help_article.unpublish',
            before: { isPublished: before.isPublished },
            after: { isPublished: input.published },
          },
        )
      }
      return toArticle(await existing(before.id))
    },
  }
}
