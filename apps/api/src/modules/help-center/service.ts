import type {
  Breadcrumb,
  HelpArticle,
  HelpArticleLink,
  HelpRequestCreated,
  HelpSearch,
  HelpSections,
  SubmitHelpRequestBody,
} from '@tourmarket/contracts'
import {
  helpRequestPagePath,
  helpRequestRules,
  htmlToText,
  normaliseHelpQuery,
  normalisePhone,
  searchExcerpt,
} from '@tourmarket/domain/help-center'
import { normalizeEmail } from '@tourmarket/domain/accounts'
import { callbackRequestRules } from '@tourmarket/domain/calls'
import type { Locale } from '@tourmarket/domain/i18n'
import { formatValidationMessage, validateForm } from '@tourmarket/domain/validation'
import { AppError } from '../../errors.ts'
import { localize } from '../../platform/i18n/localize.ts'
import { sanitizeOrganizerHtml } from '../../platform/html/organizer-html.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { NewOutboxMessage } from '../../platform/mail/outbox-repository.ts'
import { composeCallbackRequestMails, composeHelpRequestMails } from './mails.ts'
import type { HelpArticleRow, HelpCenterRepository } from './repository.ts'

/** §2 /help-center/{slug?}: the index, and a section's or an article's slug after it. */
export const HELP_CENTER_PATH = '/help-center'

/** §3 request helper kind of the §2 callback dialog. */
const CALLBACK_REQUEST_KIND = 'phone_call_request'

/** How long an article's description for search engines is. */
const DESCRIPTION_LENGTH = 160

const crumbTexts: Readonly<Record<Locale, { home: string; helpCenter: string }>> = {
  'en-US': { home: 'Home', helpCenter: 'Help center' },
  ru: { home: 'Главная', helpCenter: 'Центр помощи' },
}

export type HelpCenterServiceOptions = {
  repository: HelpCenterRepository
  /**
   * The SMTP mailer when SMTP_URL is set; null when mail is kept in the outbox, which is then
   * written in the request's own transaction.
   */
  smtp: Mailer | null
  /** Where requests are mailed: the site's contact address. */
  supportAddress: () => Promise<string>
  /** The storefront's origin, for the link in the mails. */
  siteUrl: string
  reportError: (error: unknown) => void
}

function sectionOf(row: HelpArticleRow, language: Locale) {
  return { slug: row.sectionSlug, name: localize(language, row.sectionName, row.sectionNameRu) }
}

function linkOf(row: HelpArticleRow, language: Locale): HelpArticleLink {
  return { slug: row.slug, title: localize(language, row.title, row.titleRu) }
}

const byPosition = (left: HelpArticleRow, right: HelpArticleRow) =>
  left.position - right.position || left.id - right.id

function articleNotFound(slug: string): AppError {
  return new AppError({
    code: 'help_article_not_found',
    message: `There is no help article '${slug}'.`,
  })
}

export type HelpCenterService = ReturnType<typeof createHelpCenterService>

export function createHelpCenterService(options: HelpCenterServiceOptions) {
  const { repository, smtp, supportAddress, siteUrl, reportError } = options

  function crumbs(language: Locale): Breadcrumb[] {
    const texts = crumbTexts[language]
    return [
      { url: '/', text: texts.home },
      { url: HELP_CENTER_PATH, text: texts.helpCenter },
    ]
  }

  /**
   * The organizer a callback request is for: organizer_id, or the organizer of tour_id. Either
   * must be on the site (404); a tour of another organizer than the one named is 400 tour_id.
   */
  async function callbackTarget(
    body: SubmitHelpRequestBody,
  ): Promise<{ organizerId: number; organizerName: string; tourId: number | null } | null> {
    const tourId = body.tour_id ?? null
    const tourOrganizerId = tourId === null ? undefined : await repository.tourOrganizerId(tourId)
    if (tourId !== null && tourOrganizerId === undefined) {
      throw new AppError({ code: 'tour_not_found', message: 'Tour not found.' })
    }
    const organizerId = body.organizer_id ?? tourOrganizerId ?? null
    if (organizerId === null) return null
    if (tourOrganizerId !== undefined && tourOrganizerId !== organizerId) {
      throw new AppError({
        code: 'validation_failed',
        message: 'Validation failed.',
        errors: { tour_id: ['Incorrect value'] },
      })
    }
    const organizer = await repository.publishedOrganizer(organizerId)
    if (organizer === undefined) {
      throw new AppError({ code: 'organizer_not_found', message: 'Organizer not found.' })
    }
    return { organizerId, organizerName: organizer.name, tourId }
  }

  return {
    /** Every section with its articles; sections in the order of their first article. */
    async sections(language: Locale): Promise<HelpSections> {
      const bySection = new Map<string, HelpArticleRow[]>()
      for (const row of await repository.listArticles()) {
        bySection.set(row.sectionSlug, [...(bySection.get(row.sectionSlug) ?? []), row])
      }
      return {
        data: [...bySection.values()].map((rows) => ({
          ...sectionOf(rows[0]!, language),
          articles: rows.sort(byPosition).map((row) => linkOf(row, language)),
        })),
      }
    },

    async article(slug: string, language: Locale): Promise<HelpArticle> {
      const row = await repository.findArticle(slug)
      if (row === undefined) throw articleNotFound(slug)
      const section = sectionOf(row, language)
      const title = localize(language, row.title, row.titleRu)
      // Rendered as HTML: made safe when read too, so a row written by hand cannot carry a script.
      const body = sanitizeOrganizerHtml(localize(language, row.body, row.bodyRu))
      const canonicalUrl = `${HELP_CENTER_PATH}/${row.slug}`
      const siblings = await repository.sectionArticles(row.sectionSlug)
      return {
        slug: row.slug,
        title,
        body,
        section,
        section_articles: siblings
          .filter((sibling) => sibling.id !== row.id)
          .map((sibling) => linkOf(sibling, language)),
        breadcrumbs: [
          ...crumbs(language),
          { url: `${HELP_CENTER_PATH}/${section.slug}`, text: section.name },
          { url: canonicalUrl, text: title },
        ],
        seo: {
          title,
          description: searchExcerpt(htmlToText(body), '', DESCRIPTION_LENGTH),
          canonical_url: canonicalUrl,
        },
      }
    },

    /** Articles containing the query in the language, each with an excerpt around the match. */
    async search(rawQuery: string, limit: number, language: Locale): Promise<HelpSearch> {
      const query = normaliseHelpQuery(rawQuery)
      if (query === '') return { query, data: [] }
      const rows = await repository.search(query, language, limit)
      return {
        query,
        data: rows.map((row) => ({
          ...linkOf(row, language),
          section: sectionOf(row, language),
          excerpt: searchExcerpt(htmlToText(localize(language, row.body, row.bodyRu)), query),
        })),
      }
    },

    /**
     * §7 submit-help-request: the §5 rules first (400 naming each failing field in the
     * language), then the request is stored and mailed to support with a confirmation to the
     * sender. Without SMTP both mails are outbox rows written with the request in one
     * transaction; with SMTP they are sent once it is stored (a failure is reported, the request
     * stays stored for support to find). `confirmedEmail` is the signed-in account's confirmed
     * address: only a copy to it repeats what was typed.
     */
    async submit(
      body: SubmitHelpRequestBody,
      context: { language: Locale; userId: number | null; confirmedEmail: string | null },
    ): Promise<HelpRequestCreated> {
      const { language } = context
      const kind = body.kind.trim()
      const isCallback = kind === CALLBACK_REQUEST_KIND
      const values = {
        name: body.name?.trim() ?? '',
        email: body.email?.trim() ?? '',
        phone: body.phone?.trim() ?? '',
        kind,
        message: body.message?.trim() ?? '',
      }
      // §2 callback dialog: the phone is what matters; the rest is optional.
      const rules = isCallback ? callbackRequestRules(language) : helpRequestRules(language)
      const validation = validateForm(rules, values)
      if (!validation.valid) {
        const errors: Record<string, string[]> = {}
        for (const [field, messages] of Object.entries(validation.errors)) {
          if (messages.length > 0) {
            errors[field] = messages.map((message) => formatValidationMessage(message, language))
          }
        }
        throw new AppError({ code: 'validation_failed', message: 'Validation failed.', errors })
      }
      const target = isCallback ? await callbackTarget(body) : null
      const request = {
        ...values,
        email: values.email === '' ? null : values.email,
        phone: values.phone === '' ? null : normalisePhone(values.phone),
        organizerId: target?.organizerId ?? null,
        tourId: target?.tourId ?? null,
        userId: context.userId,
        pagePath: helpRequestPagePath(body.page_path),
        language,
      }
      const organizerRecipients =
        target === null ? [] : await repository.organizerAddresses(target.organizerId)
      // An organizer no account runs yet cannot read mail: support calls back instead.
      const mails =
        target !== null && organizerRecipients.length > 0 && request.phone !== null
          ? composeCallbackRequestMails(
              { ...request, phone: request.phone },
              { recipients: organizerRecipients, organizerName: target.organizerName, siteUrl },
            )
          : composeHelpRequestMails(request, {
              support: await supportAddress(),
              siteUrl,
              senderProven:
                request.email !== null &&
                context.confirmedEmail !== null &&
                normalizeEmail(request.email) === normalizeEmail(context.confirmedEmail),
            })
      const queued: NewOutboxMessage[] =
        smtp === null
          ? mails.map((mail) => ({
              channel: 'email',
              recipient: mail.to,
              subject: mail.subject,
              body: mail.text,
            }))
          : []
      const id = await repository.insertRequest(request, queued)
      if (smtp !== null) {
        for (const mail of mails) {
          await smtp.send(mail).catch(reportError)
        }
      }
      return { id }
    },
  }
}
