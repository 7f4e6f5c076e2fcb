// Issue 43 item 5: help-centre articles in the operator console. Every endpoint for every caller,
// allowed (content, admin) and refused (visitor, tourist, organizer, staff without a role,
// support, finance), on both databases; a new article shown nowhere until published, an edit
// rendered from Markdown and sanitised, a taken address refused naming the field, each write audited.
import {
  adminHelpArticleSchema,
  adminHelpArticlesSchema,
  errorBodySchema,
  helpArticleSchema,
  helpSearchSchema,
  helpSectionsSchema,
  sitemapSchema,
} from '@tourmarket/contracts'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, helpArticles } from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { consoleCallers, consoleCallerToken, type ConsoleCaller } from './console-callers.ts'
import { testDatabases } from './databases.ts'
import { createHelpArticle } from './factories-site.ts'

const allowed: readonly ConsoleCaller[] = ['admin', 'content']

let uniqueSlug = 0
function articleBody(overrides: Record<string, unknown> = {}) {
  uniqueSlug += 1
  return {
    slug: `change-a-date-${String(uniqueSlug)}`,
    section_slug: 'console-booking',
    section_name: 'Booking',
    section_name_ru: 'Бронирование',
    title: 'How to change a date',
    title_ru: 'Как поменять дату',
    body_markdown: '## Steps\n\nWrite to the **organizer**. <script>alert(1)</script>',
    body_ru_markdown: 'Напишите **организатору**.',
    position: 3,
    ...overrides,
  }
}

describe.each(testDatabases)('operator console help centre on $name (issue 43)', (target) => {
  const harness = useAccountsHarness(target)

  const tokenOf = (caller: ConsoleCaller) => consoleCallerToken(harness, caller)

  const asContent = () => tokenOf('content')

  async function save(token: string | undefined, body: Record<string, unknown>) {
    return harness.post('/crm/api/admin/help-center/save', {
      ...(token === undefined ? {} : { token }),
      body,
    })
  }

  async function publicView(slug: string, sectionSlug: string) {
    const sections = helpSectionsSchema.parse((await harness.get('/spa/help-sections')).json())
    const sitemap = sitemapSchema.parse((await harness.get('/spa/seo-pages-sitemap')).json())
    const search = helpSearchSchema.parse(
      (await harness.get('/spa/help-search?query=organizer')).json(),
    )
    return {
      listed: sections.data
        .filter((section) => section.slug === sectionSlug)
        .flatMap((section) => section.articles.map((article) => article.slug))
        .includes(slug),
      inSitemap: sitemap.data.some((entry) => entry.url === `/help-center/${slug}`),
      found: search.data.some((article) => article.slug === slug),
      page: (await harness.get(`/spa/help-article?slug=${slug}`)).statusCode,
    }
  }

  it.each([
    'admin/help-center/articles',
    'admin/help-center/article',
    'admin/help-center/preview',
    'admin/help-center/save',
    'admin/help-center/publish',
  ] as const)('%s: allowed for content and admin, refused for everyone else', async (name) => {
    const article = await createHelpArticle(harness.db)
    for (const caller of consoleCallers) {
      const token = await tokenOf(caller)
      const auth = token === undefined ? {} : { token }
      const response =
        name === 'admin/help-center/articles'
          ? await harness.get('/crm/api/admin/help-center/articles', auth)
          : name === 'admin/help-center/article'
            ? await harness.get(`/crm/api/admin/help-center/article?id=${String(article.id)}`, auth)
            : name === 'admin/help-center/preview'
              ? await harness.post('/crm/api/admin/help-center/preview', {
                  ...auth,
                  body: { markdown: '**Hi**' },
                })
              : name === 'admin/help-center/save'
                ? await save(
                    token,
                    articleBody({
                      id: article.id,
                      slug: article.slug,
                      title: `Edited by ${caller}`,
                    }),
                  )
                : await harness.post('/crm/api/admin/help-center/publish', {
                    ...auth,
                    body: { id: article.id, published: false },
                  })
      const expected = caller === 'visitor' ? 401 : allowed.includes(caller) ? 200 : 403
      expect(response.statusCode, `${name} as ${caller}: ${response.body}`).toBe(expected)
      if (expected === 403) {
        expect(errorBodySchema.parse(response.json()).code).toBe('forbidden')
      }
    }
    // A refused write changed nothing: the title is the last allowed caller's.
    const [row] = await harness.db
      .select()
      .from(helpArticles)
      .where(eq(helpArticles.id, article.id))
    expect(row!.title).toBe(name === 'admin/help-center/save' ? 'Edited by content' : article.title)
  })

  it('a new article is shown nowhere until published, then on /help-center, its search and the sitemap', async () => {
    const token = await asContent()
    const created = await save(token, articleBody())
    expect(created.statusCode, created.body).toBe(200)
    const article = adminHelpArticleSchema.parse(created.json())
    expect(article).toMatchObject({ published: false, url: `/help-center/${article.slug}` })
    expect(await publicView(article.slug, 'console-booking')).toEqual({
      listed: false,
      inSitemap: false,
      found: false,
      page: 404,
    })

    const published = await harness.post('/crm/api/admin/help-center/publish', {
      token,
      body: { id: article.id, published: true },
    })
    expect(adminHelpArticleSchema.parse(published.json()).published).toBe(true)
    expect(await publicView(article.slug, 'console-booking')).toEqual({
      listed: true,
      inSitemap: true,
      found: true,
      page: 200,
    })
    const page = helpArticleSchema.parse(
      (await harness.get(`/spa/help-article?slug=${article.slug}`)).json(),
    )
    // Rendered from Markdown and sanitised: the heading and the bold stay, the script goes.
    expect(page.body).toBe('<h2>Steps</h2>\n<p>Write to the <strong>organizer</strong>. </p>\n')
    const russian = helpArticleSchema.parse(
      (
        await harness.get(`/spa/help-article?slug=${article.slug}`, {
          headers: { 'x-language': 'ru' },
        })
      ).json(),
    )
    expect(russian.title).toBe('Как поменять дату')

    await harness.post('/crm/api/admin/help-center/publish', {
      token,
      body: { id: article.id, published: false },
    })
    expect(await publicView(article.slug, 'console-booking')).toEqual({
      listed: false,
      inSitemap: false,
      found: false,
      page: 404,
    })
  })

  it('edits are audited with what changed; a taken address or bad fields are 400 naming them', async () => {
    const token = await asContent()
    const article = adminHelpArticleSchema.parse((await save(token, articleBody())).json())
    const edited = await save(
      token,
      articleBody({ id: article.id, slug: article.slug, title: 'Changing a date' }),
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect(adminHelpArticleSchema.parse(edited.json())).toMatchObject({
      title: 'Changing a date',
      body_markdown: articleBody().body_markdown,
    })
    const trail = await harness.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.objectKind, 'help_article'), eq(auditLog.objectId, String(article.id))),
      )
      .orderBy(auditLog.id)
    expect(trail.map((row) => [row.action, row.actorKind])).toEqual([
      ['help_article.create', 'admin'],
      ['help_article.update', 'admin'],
    ])
    expect(trail[1]!.before).toEqual({ title: 'How to change a date' })
    expect(trail[1]!.after).toEqual({ title: 'Changing a date' })

    const other = await createHelpArticle(harness.db)
    for (const body of [
      articleBody({ id: article.id, slug: other.slug }),
      articleBody({ slug: other.slug }),
    ]) {
      const taken = await save(token, body)
      expect(taken.statusCode).toBe(400)
      expect(Object.keys(errorBodySchema.parse(taken.json()).errors ?? {})).toEqual(['slug'])
    }
    const bad = await save(token, articleBody({ slug: 'Not a slug!', title: '', position: -1 }))
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(errorBodySchema.parse(bad.json()).errors ?? {}).sort()).toEqual([
      'position',
      'slug',
      'title',
    ])
  })

  it('an article written as HTML is edited from its HTML; the list shows unpublished ones', async () => {
    const token = await asContent()
    const old = await createHelpArticle(harness.db, { body: '<p>Old <em>HTML</em> body</p>' })
    const hidden = await createHelpArticle(harness.db, { isPublished: false })
    const view = adminHelpArticleSchema.parse(
      (
        await harness.get(`/crm/api/admin/help-center/article?id=${String(old.id)}`, { token })
      ).json(),
    )
    expect(view.body_markdown).toBe('<p>Old <em>HTML</em> body</p>')
    const list = adminHelpArticlesSchema.parse(
      (await harness.get('/crm/api/admin/help-center/articles', { token })).json(),
    )
    expect(list.data.find((row) => row.id === hidden.id)?.published).toBe(false)
    const preview = await harness.post('/crm/api/admin/help-center/preview', {
      token,
      body: { markdown: '[x](javascript:alert(1)) *ok*' },
    })
    // As the article's page shows it: the script link goes, the help centre's link rules apply.
    expect(preview.json()).toEqual({
      html: '<p><a rel="nofollow noopener noreferrer" target="_blank">x</a> <em>ok</em></p>\n',
    })
    const missing = await harness.get('/crm/api/admin/help-center/article?id=999999', { token })
    expect(missing.statusCode).toBe(404)
  })
})
