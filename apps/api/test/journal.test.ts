import {
  BLOG_POSTS_PER_PAGE,
  BLOG_SIMILAR_DEFAULT_LIMIT,
  blogPostSchema,
  blogPostsSchema,
  errorBodySchema,
} from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { testDatabases } from './databases.ts'
import { createCountry } from './factories.ts'
import { createBlogPost, useSiteTestHarness } from './factories-site.ts'

const russian = { 'x-language': 'ru' }
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

describe.each(testDatabases)('journal on $name', (target) => {
  const harness = useSiteTestHarness(target)

  async function get(url: string, headers: Record<string, string> = {}) {
    return harness.app().inject({ method: 'GET', url, headers })
  }

  function fieldsOf(body: unknown): string[] {
    return Object.keys(errorBodySchema.parse(body).errors ?? {})
  }

  describe('§7 GET /spa/blog-posts', () => {
    it('§9 pages 20 posts, newest first, each with its cover, category, author and tags', async () => {
      const posts = []
      for (let index = 0; index < BLOG_POSTS_PER_PAGE + 1; index += 1) {
        posts.push(await createBlogPost(harness.db, { publishedAt: minutesAgo(100 - index) }))
      }
      const newest = posts.at(-1)!

      const response = await get('/spa/blog-posts')
      expect(response.statusCode).toBe(200)
      const body = blogPostsSchema.parse(response.json())
      expect(body.meta).toEqual({ page: 1, per_page: 20, total: 21, total_pages: 2 })
      expect(body.data).toHaveLength(BLOG_POSTS_PER_PAGE)
      expect(body.data[0]).toEqual({
        id: newest.id,
        slug: newest.slug,
        title: newest.title,
        excerpt: newest.excerpt,
        cover: { image: `/media/${newest.coverKey}/{size}`, alt: newest.coverAlt, video_url: null },
        category: { slug: 'travel-tips', name: 'Travel tips' },
        author: { name: 'Anna Writer' },
        reading_minutes: 5,
        published_at: newest.publishedAt.toISOString(),
        tags: [],
      })
      expect(body.category).toBeNull()
      expect(body.categories).toEqual([{ slug: 'travel-tips', name: 'Travel tips' }])
      expect(body.breadcrumbs).toEqual([
        { url: '/', text: 'Home' },
        { url: '/journal', text: 'Journal' },
      ])

      const second = blogPostsSchema.parse((await get('/spa/blog-posts?page=2')).json())
      expect(second.data.map((post) => post.id)).toEqual([posts[0]!.id])
      expect(second.meta.page).toBe(2)
    })

    it('§2 /journal/{slug*}: slug narrows the list to one section, named in breadcrumbs', async () => {
      const guide = await createBlogPost(harness.db, {
        categorySlug: 'guides',
        categoryName: 'Guides',
      })
      await createBlogPost(harness.db)

      const body = blogPostsSchema.parse((await get('/spa/blog-posts?slug=guides', russian)).json())
      expect(body.data.map((post) => post.id)).toEqual([guide.id])
      expect(body.meta.total).toBe(1)
      expect(body.category).toEqual({ slug: 'guides', name: 'Guides' })
      expect(body.breadcrumbs).toEqual([
        { url: '/', text: 'Главная' },
        { url: '/journal', text: 'Журнал' },
        { url: '/journal/guides', text: 'Guides' },
      ])
    })

    it('lists every section with published posts by name, for the section navigation', async () => {
      await createBlogPost(harness.db, {
        categorySlug: 'outdoors',
        categoryName: 'Outdoors',
        categoryNameRu: 'На природе',
      })
      await createBlogPost(harness.db, {
        categorySlug: 'culture',
        categoryName: 'Culture',
        categoryNameRu: '',
      })
      await createBlogPost(harness.db, {
        categorySlug: 'later',
        publishedAt: new Date(Date.now() + 3_600_000),
      })

      const english = blogPostsSchema.parse((await get('/spa/blog-posts?slug=outdoors')).json())
      expect(english.categories).toEqual([
        { slug: 'culture', name: 'Culture' },
        { slug: 'outdoors', name: 'Outdoors' },
      ])
      const inRussian = blogPostsSchema.parse(
        (await get('/spa/blog-posts?slug=outdoors', russian)).json(),
      )
      expect(inRussian.category).toEqual({ slug: 'outdoors', name: 'На природе' })
      // Russian collation puts Cyrillic names before Latin ones.
      expect(inRussian.categories).toEqual([
        { slug: 'outdoors', name: 'На природе' },
        { slug: 'culture', name: 'Culture' },
      ])
      expect(inRussian.breadcrumbs.at(-1)).toEqual({ url: '/journal/outdoors', text: 'На природе' })
    })

    it('answers in Russian for X-Language: ru and in English otherwise; an empty Russian text falls back', async () => {
      const translated = await createBlogPost(harness.db, {
        title: 'Wine roads',
        titleRu: 'Винные дороги',
        excerpt: 'Cellars',
        excerptRu: 'Погреба',
        categoryNameRu: 'Советы',
        coverAlt: 'Vineyard',
        coverAltRu: 'Виноградник',
        tags: ['wine'],
        tagsRu: ['вино'],
        publishedAt: minutesAgo(1),
      })
      const untranslated = await createBlogPost(harness.db, {
        title: 'Only English',
        tags: ['english'],
        publishedAt: minutesAgo(2),
      })

      const inRussian = blogPostsSchema.parse((await get('/spa/blog-posts', russian)).json())
      expect(inRussian.data.map((post) => post.id)).toEqual([translated.id, untranslated.id])
      expect(inRussian.data[0]).toMatchObject({
        title: 'Винные дороги',
        excerpt: 'Погреба',
        cover: { alt: 'Виноградник' },
        category: { slug: 'travel-tips', name: 'Советы' },
        tags: ['вино'],
      })
      expect(inRussian.data[1]).toMatchObject({
        title: 'Only English',
        excerpt: untranslated.excerpt,
        cover: { alt: untranslated.coverAlt },
        category: { name: 'Travel tips' },
        tags: ['english'],
      })

      const inEnglish = blogPostsSchema.parse(
        (await get('/spa/blog-posts', { 'x-language': 'en-US' })).json(),
      )
      expect(inEnglish.data[0]).toMatchObject({
        title: 'Wine roads',
        excerpt: 'Cellars',
        cover: { alt: 'Vineyard' },
        category: { name: 'Travel tips' },
        tags: ['wine'],
      })
    })

    it('§8 answers 404 for an unknown section', async () => {
      await createBlogPost(harness.db)
      const response = await get('/spa/blog-posts?slug=no-such-section')
      expect(response.statusCode).toBe(404)
      expect(errorBodySchema.parse(response.json()).code).toBe('journal_category_not_found')
    })

    it('hides posts scheduled for later, and a section that has only those', async () => {
      const published = await createBlogPost(harness.db)
      await createBlogPost(harness.db, { publishedAt: new Date(Date.now() + 3_600_000) })
      await createBlogPost(harness.db, {
        categorySlug: 'upcoming',
        publishedAt: new Date(Date.now() + 3_600_000),
      })

      const body = blogPostsSchema.parse((await get('/spa/blog-posts')).json())
      expect(body.data.map((post) => post.id)).toEqual([published.id])
      expect((await get('/spa/blog-posts?slug=upcoming')).statusCode).toBe(404)
    })

    it('§5 reads a page below 1 as 1, and a page past the end is empty', async () => {
      const post = await createBlogPost(harness.db)
      const first = blogPostsSchema.parse((await get('/spa/blog-posts?page=0&with_alt=1')).json())
      expect(first.meta.page).toBe(1)
      expect(first.data.map((item) => item.id)).toEqual([post.id])
      const past = blogPostsSchema.parse((await get('/spa/blog-posts?page=3')).json())
      expect(past.data).toEqual([])
      expect(past.meta).toEqual({ page: 3, per_page: 20, total: 1, total_pages: 1 })
    })

    it('§8 refuses a page that is not a number with 400 naming it', async () => {
      const response = await get('/spa/blog-posts?page=first')
      expect(response.statusCode).toBe(400)
      expect(fieldsOf(response.json())).toEqual(['page'])
    })
  })

  describe('§7 GET /spa/blog-post', () => {
    it('gives the post with its body, breadcrumbs, SEO texts and 3 similar posts by default (§9)', async () => {
      const post = await createBlogPost(harness.db, {
        categorySlug: 'guides',
        categoryName: 'Guides',
        tags: ['alps', 'hiking'],
        body: '<p>Full text</p>',
      })
      const sharesBothTags = await createBlogPost(harness.db, {
        tags: ['hiking', 'alps'],
        publishedAt: minutesAgo(500),
      })
      const sameCategoryAndTag = await createBlogPost(harness.db, {
        categorySlug: 'guides',
        categoryName: 'Guides',
        tags: ['alps'],
        publishedAt: minutesAgo(400),
      })
      const sharesOneTag = await createBlogPost(harness.db, {
        tags: ['hiking'],
        publishedAt: minutesAgo(2),
      })
      const sameCategory = await createBlogPost(harness.db, {
        categorySlug: 'guides',
        categoryName: 'Guides',
      })
      await createBlogPost(harness.db, { tags: ['beach'] })

      const response = await get(`/spa/blog-post?slug=${post.slug}`)
      expect(response.statusCode).toBe(200)
      const body = blogPostSchema.parse(response.json())
      expect(body).toMatchObject({
        id: post.id,
        slug: post.slug,
        title: post.title,
        body: '<p>Full text</p>',
        category: { slug: 'guides', name: 'Guides' },
        tags: ['alps', 'hiking'],
        seo: {
          title: post.title,
          description: post.excerpt,
          canonical_url: `/journal/${post.slug}`,
          image: `/media/${post.coverKey}/{size}`,
        },
      })
      expect(body.breadcrumbs).toEqual([
        { url: '/', text: 'Home' },
        { url: '/journal', text: 'Journal' },
        { url: '/journal/guides', text: 'Guides' },
        { url: `/journal/${post.slug}`, text: post.title },
      ])
      expect(body.similar).toHaveLength(BLOG_SIMILAR_DEFAULT_LIMIT)
      expect(body.similar.map((similar) => similar.id)).toEqual([
        sharesBothTags.id,
        sameCategoryAndTag.id,
        sharesOneTag.id,
      ])

      const more = blogPostSchema.parse(
        (await get(`/spa/blog-post?slug=${post.slug}&similar_limit=10`)).json(),
      )
      expect(more.similar.map((similar) => similar.id)).toEqual([
        sharesBothTags.id,
        sameCategoryAndTag.id,
        sharesOneTag.id,
        sameCategory.id,
      ])
      const none = blogPostSchema.parse(
        (await get(`/spa/blog-post?slug=${post.slug}&similar_limit=0`)).json(),
      )
      expect(none.similar).toEqual([])
    })

    it('issue 42: names the country the article describes in X-Language, and none for a general one', async () => {
      const country = await createCountry(harness.db, { name: 'Georgia', nameRu: 'Грузия' })
      const placed = await createBlogPost(harness.db, { countryId: country.id })
      const general = await createBlogPost(harness.db)

      const english = blogPostSchema.parse((await get(`/spa/blog-post?slug=${placed.slug}`)).json())
      expect(english.country).toEqual({ id: country.id, slug: country.slug, name: 'Georgia' })
      const russianAnswer = blogPostSchema.parse(
        (await get(`/spa/blog-post?slug=${placed.slug}`, russian)).json(),
      )
      expect(russianAnswer.country?.name).toBe('Грузия')
      const none = blogPostSchema.parse((await get(`/spa/blog-post?slug=${general.slug}`)).json())
      expect(none.country).toBeNull()
    })

    it('localises the breadcrumbs for X-Language: ru', async () => {
      const post = await createBlogPost(harness.db)
      const body = blogPostSchema.parse(
        (await get(`/spa/blog-post?slug=${post.slug}`, russian)).json(),
      )
      expect(body.breadcrumbs.slice(0, 2)).toEqual([
        { url: '/', text: 'Главная' },
        { url: '/journal', text: 'Журнал' },
      ])
    })

    it('gives the article, its SEO texts and its similar posts in Russian for X-Language: ru', async () => {
      const post = await createBlogPost(harness.db, {
        title: 'Baikal in winter',
        titleRu: 'Байкал зимой',
        excerpt: 'Clear ice',
        excerptRu: 'Прозрачный лёд',
        body: '<p>English body</p>',
        bodyRu: '<p>Русский текст</p>',
        tags: ['baikal'],
        tagsRu: ['байкал'],
      })
      const similarTranslated = await createBlogPost(harness.db, {
        titleRu: 'Похожая статья',
        tags: ['baikal'],
        publishedAt: minutesAgo(1),
      })
      const similarUntranslated = await createBlogPost(harness.db, {
        body: '<p>Only English</p>',
        tags: ['baikal'],
        publishedAt: minutesAgo(2),
      })

      const body = blogPostSchema.parse(
        (await get(`/spa/blog-post?slug=${post.slug}`, russian)).json(),
      )
      expect(body).toMatchObject({
        title: 'Байкал зимой',
        excerpt: 'Прозрачный лёд',
        body: '<p>Русский текст</p>',
        tags: ['байкал'],
        seo: { title: 'Байкал зимой', description: 'Прозрачный лёд' },
      })
      expect(body.breadcrumbs.at(-1)).toEqual({
        url: `/journal/${post.slug}`,
        text: 'Байкал зимой',
      })
      expect(body.similar.map((similar) => [similar.id, similar.title])).toEqual([
        [similarTranslated.id, 'Похожая статья'],
        [similarUntranslated.id, similarUntranslated.title],
      ])

      const untranslated = blogPostSchema.parse(
        (await get(`/spa/blog-post?slug=${similarUntranslated.slug}`, russian)).json(),
      )
      expect(untranslated.body).toBe('<p>Only English</p>')
      const english = blogPostSchema.parse((await get(`/spa/blog-post?slug=${post.slug}`)).json())
      expect([english.title, english.body, english.tags]).toEqual([
        'Baikal in winter',
        '<p>English body</p>',
        ['baikal'],
      ])
    })

    it('sanitises the body: figures with the site’s pictures stay, anything that runs goes', async () => {
      const post = await createBlogPost(harness.db, {
        body: '<p onclick="steal()">Text<script>alert(1)</script></p><figure><img src="/media/journal-3/800x534" alt="Lake"><figcaption>The lake</figcaption></figure><img src="https://elsewhere.example/x.png">',
      })
      const body = blogPostSchema.parse((await get(`/spa/blog-post?slug=${post.slug}`)).json())
      expect(body.body).toBe(
        '<p>Text</p><figure><img src="/media/journal-3/800x534" alt="Lake" loading="lazy" decoding="async" /><figcaption>The lake</figcaption></figure>',
      )
    })

    it('§8 answers 404 for an unknown slug and for a post not yet published', async () => {
      const scheduled = await createBlogPost(harness.db, {
        publishedAt: new Date(Date.now() + 3_600_000),
      })
      for (const slug of ['no-such-post-1', scheduled.slug]) {
        const response = await get(`/spa/blog-post?slug=${slug}`)
        expect(response.statusCode).toBe(404)
        expect(errorBodySchema.parse(response.json()).code).toBe('blog_post_not_found')
      }
    })

    it('§8 refuses a missing slug or an out-of-range similar_limit with 400 naming the field', async () => {
      expect(fieldsOf((await get('/spa/blog-post')).json())).toEqual(['slug'])
      const response = await get('/spa/blog-post?slug=a-1&similar_limit=-1')
      expect(response.statusCode).toBe(400)
      expect(fieldsOf(response.json())).toEqual(['similar_limit'])
    })
  })
})
