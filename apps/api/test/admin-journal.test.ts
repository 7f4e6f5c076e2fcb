// Issue 43 item 5: the journal in the operator console. Every endpoint for every caller, allowed
// (content, admin) and refused (visitor, tourist, organizer, staff without a role, support,
// finance), on both databases; a draft shown nowhere until published, a scheduled post hidden
// until its date, an edit rendered from Markdown and sanitised, and each write audited.
import {
  adminJournalPostSchema,
  adminJournalPostsSchema,
  blogPostSchema,
  blogPostsSchema,
  errorBodySchema,
  sitemapSchema,
} from '@tourmarket/contracts'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, blogPosts } from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { consoleCallers, consoleCallerToken, type ConsoleCaller } from './console-callers.ts'
import { testDatabases } from './databases.ts'
import { createCountry } from './factories.ts'
import { createBlogPost } from './factories-site.ts'

const allowed: readonly ConsoleCaller[] = ['admin', 'content']

const hourFromNow = () => new Date(Date.now() + 60 * 60_000).toISOString()
const minuteAgo = () => new Date(Date.now() - 60_000).toISOString()

function postBody(overrides: Record<string, unknown> = {}) {
  return {
    slug: 'autumn-in-tbilisi',
    title: 'Autumn in Tbilisi',
    excerpt: 'Wine harvest, warm evenings and the old town.',
    body_markdown: '## Why autumn\n\nThe **harvest** is on. <script>alert(1)</script>',
    category_slug: 'travel-tips',
    category_name: 'Travel tips',
    cover_key: 'landscape-4',
    cover_alt: 'Old town roofs',
    author_name: 'Nino Editor',
    published_at: minuteAgo(),
    ...overrides,
  }
}

describe.each(testDatabases)('operator console journal on $name (issue 43)', (target) => {
  const harness = useAccountsHarness(target)

  const tokenOf = (caller: ConsoleCaller) => consoleCallerToken(harness, caller)

  const asContent = () => tokenOf('content')

  async function save(token: string | undefined, body: Record<string, unknown>) {
    return harness.post('/crm/api/admin/journal/save', {
      ...(token === undefined ? {} : { token }),
      body,
    })
  }

  async function publicSlugs() {
    const list = blogPostsSchema.parse((await harness.get('/spa/blog-posts')).json())
    const sitemap = sitemapSchema.parse((await harness.get('/spa/seo-pages-sitemap')).json())
    return {
      journal: list.data.map((post) => post.slug),
      sitemap: sitemap.data.map((entry) => entry.url),
    }
  }

  it.each([
    'admin/journal/posts',
    'admin/journal/post',
    'admin/journal/options',
    'admin/journal/preview',
    'admin/journal/save',
    'admin/journal/publish',
  ] as const)('%s: allowed for content and admin, refused for everyone else', async (name) => {
    const post = await createBlogPost(harness.db, { isPublished: false })
    for (const caller of consoleCallers) {
      const token = await tokenOf(caller)
      const auth = token === undefined ? {} : { token }
      const response =
        name === 'admin/journal/posts'
          ? await harness.get('/crm/api/admin/journal/posts', auth)
          : name === 'admin/journal/post'
            ? await harness.get(`/crm/api/admin/journal/post?id=${String(post.id)}`, auth)
            : name === 'admin/journal/options'
              ? await harness.get('/crm/api/admin/journal/options', auth)
              : name === 'admin/journal/preview'
                ? await harness.post('/crm/api/admin/journal/preview', {
                    ...auth,
                    body: { markdown: '**Hi**' },
                  })
                : name === 'admin/journal/save'
                  ? await save(token, postBody({ id: post.id, title: `Edited by ${caller}` }))
                  : await harness.post('/crm/api/admin/journal/publish', {
                      ...auth,
                      body: { id: post.id, published: false },
                    })
      const expected = caller === 'visitor' ? 401 : allowed.includes(caller) ? 200 : 403
      expect(response.statusCode, `${name} as ${caller}: ${response.body}`).toBe(expected)
      if (expected === 403) {
        expect(errorBodySchema.parse(response.json()).code).toBe('forbidden')
      }
    }
    // A refused save changed nothing: the title is the last allowed caller's.
    const [row] = await harness.db.select().from(blogPosts).where(eq(blogPosts.id, post.id))
    expect(row!.title).toBe(name === 'admin/journal/save' ? 'Edited by content' : post.title)
  })

  it('a new post is a draft shown nowhere until published, then on /journal, its page and the sitemap', async () => {
    const token = await asContent()
    const created = await save(token, postBody())
    expect(created.statusCode, created.body).toBe(200)
    const post = adminJournalPostSchema.parse(created.json())
    expect(post).toMatchObject({
      state: 'draft',
      slug: `autumn-in-tbilisi-${String(post.id)}`,
      url: `/journal/autumn-in-tbilisi-${String(post.id)}`,
    })

    let shown = await publicSlugs()
    expect(shown.journal).not.toContain(post.slug)
    expect(shown.sitemap).not.toContain(post.url)
    expect((await harness.get(`/spa/blog-post?slug=${post.slug}`)).statusCode).toBe(404)

    const published = await harness.post('/crm/api/admin/journal/publish', {
      token,
      body: { id: post.id, published: true },
    })
    expect(adminJournalPostSchema.parse(published.json()).state).toBe('published')
    shown = await publicSlugs()
    expect(shown.journal).toContain(post.slug)
    expect(shown.sitemap).toContain(post.url)
    const page = blogPostSchema.parse(
      (await harness.get(`/spa/blog-post?slug=${post.slug}`)).json(),
    )
    // Rendered from Markdown and sanitised: the heading and the bold stay, the script goes.
    expect(page.body).toBe('<h2>Why autumn</h2>\n<p>The <strong>harvest</strong> is on. </p>\n')
    expect(page.author.name).toBe('Nino Editor')

    await harness.post('/crm/api/admin/journal/publish', {
      token,
      body: { id: post.id, published: false },
    })
    shown = await publicSlugs()
    expect(shown.journal).not.toContain(post.slug)
    expect(shown.sitemap).not.toContain(post.url)
  })

  it('a published post dated later is scheduled: hidden until its date', async () => {
    const token = await asContent()
    const post = adminJournalPostSchema.parse(
      (await save(token, postBody({ published_at: hourFromNow() }))).json(),
    )
    const published = await harness.post('/crm/api/admin/journal/publish', {
      token,
      body: { id: post.id, published: true },
    })
    expect(adminJournalPostSchema.parse(published.json()).state).toBe('scheduled')
    const shown = await publicSlugs()
    expect(shown.journal).not.toContain(post.slug)
    expect(shown.sitemap).not.toContain(post.url)
  })

  it('edits keep the id at the slug’s end, set the country, and are audited with what changed', async () => {
    const token = await asContent()
    const country = await createCountry(harness.db)
    const publishedAt = minuteAgo()
    const post = adminJournalPostSchema.parse(
      (await save(token, postBody({ published_at: publishedAt }))).json(),
    )
    const edited = await save(
      token,
      postBody({
        id: post.id,
        slug: post.slug,
        title: 'Autumn in Kakheti',
        country_id: country.id,
        published_at: publishedAt,
      }),
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect(adminJournalPostSchema.parse(edited.json())).toMatchObject({
      slug: post.slug,
      title: 'Autumn in Kakheti',
      country_id: country.id,
      body_markdown: postBody().body_markdown,
    })
    const trail = await harness.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectKind, 'blog_post'), eq(auditLog.objectId, String(post.id))))
      .orderBy(auditLog.id)
    expect(trail.map((row) => [row.action, row.actorKind])).toEqual([
      ['blog_post.create', 'admin'],
      ['blog_post.update', 'admin'],
    ])
    expect(trail[1]!.before).toEqual({ title: 'Autumn in Tbilisi', countryId: null })
    expect(trail[1]!.after).toEqual({ title: 'Autumn in Kakheti', countryId: country.id })

    const unknownCountry = await save(token, postBody({ id: post.id, country_id: 999_999 }))
    expect(unknownCountry.statusCode).toBe(400)
    expect(Object.keys(errorBodySchema.parse(unknownCountry.json()).errors ?? {})).toEqual([
      'country_id',
    ])
    const badSlug = await save(token, postBody({ slug: 'Not a slug!', title: '' }))
    expect(badSlug.statusCode).toBe(400)
    expect(Object.keys(errorBodySchema.parse(badSlug.json()).errors ?? {}).sort()).toEqual([
      'slug',
      'title',
    ])
  })

  it('a post written as HTML is edited from its HTML; the list finds drafts by title', async () => {
    const token = await asContent()
    const old = await createBlogPost(harness.db, { body: '<p>Old <em>HTML</em> body</p>' })
    const draft = await createBlogPost(harness.db, { title: 'Hidden draft', isPublished: false })
    const view = adminJournalPostSchema.parse(
      (await harness.get(`/crm/api/admin/journal/post?id=${String(old.id)}`, { token })).json(),
    )
    expect(view.body_markdown).toBe('<p>Old <em>HTML</em> body</p>')
    const list = adminJournalPostsSchema.parse(
      (await harness.get('/crm/api/admin/journal/posts?q=hidden', { token })).json(),
    )
    expect(list.data.map((row) => [row.id, row.state])).toEqual([[draft.id, 'draft']])
    const missing = await harness.get('/crm/api/admin/journal/post?id=999999', { token })
    expect(missing.statusCode).toBe(404)
  })
})
