import {
  errorBodySchema,
  helpArticleSchema,
  helpSearchSchema,
  helpSectionsSchema,
} from '@tourmarket/contracts'
import { desc, eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { helpRequests } from '../src/db/schema/index.ts'
import { uniqueEmail, useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createHelpArticle, setSiteSetting } from './factories-site.ts'

const russian = { 'x-language': 'ru' }
const supportAddress = 'help-desk@tourmarket.example'

describe.each(testDatabases)('help centre on $name', (target) => {
  const harness = useAccountsHarness(target)

  beforeEach(async () => {
    await harness.db.execute(sql`truncate table help_articles restart identity`)
    await setSiteSetting(harness.db, 'contacts', { email: supportAddress })
  })

  async function seedArticles() {
    const booking = {
      sectionSlug: 'booking',
      sectionName: 'Booking',
      sectionNameRu: 'Бронирование',
    }
    const payment = { sectionSlug: 'payment', sectionName: 'Payment', sectionNameRu: '' }
    const howToBook = await createHelpArticle(harness.db, {
      ...booking,
      slug: 'how-do-i-book',
      title: 'How do I book?',
      titleRu: 'Как забронировать?',
      body: '<p>Choose a date and press Book. The organizer confirms it.</p>',
      bodyRu: '<p>Выберите дату и нажмите «Забронировать». Организатор подтвердит.</p>',
      position: 1,
    })
    const travellers = await createHelpArticle(harness.db, {
      ...booking,
      slug: 'add-travellers',
      title: 'Adding travellers',
      body: '<p>Open the booking and add people. 100% of names must match passports.</p>',
      position: 0,
    })
    const refunds = await createHelpArticle(harness.db, {
      ...payment,
      slug: 'refunds',
      title: 'Refunds',
      body: '<p>Money goes back to the card you paid with; a booking refund takes ten days.</p>',
      position: 0,
    })
    return { howToBook, travellers, refunds }
  }

  describe('GET /spa/help-sections', () => {
    it('lists sections in the order of their first article, articles by position', async () => {
      await seedArticles()
      const response = await harness.get('/spa/help-sections')
      expect(response.statusCode).toBe(200)
      expect(helpSectionsSchema.parse(response.json()).data).toEqual([
        {
          slug: 'booking',
          name: 'Booking',
          articles: [
            { slug: 'add-travellers', title: 'Adding travellers' },
            { slug: 'how-do-i-book', title: 'How do I book?' },
          ],
        },
        { slug: 'payment', name: 'Payment', articles: [{ slug: 'refunds', title: 'Refunds' }] },
      ])
    })

    it('speaks Russian, falling back to English where a text is not translated', async () => {
      await seedArticles()
      const response = await harness.get('/spa/help-sections', { headers: russian })
      const sections = helpSectionsSchema.parse(response.json()).data
      expect(sections.map((section) => section.name)).toEqual(['Бронирование', 'Payment'])
      expect(sections[0]!.articles.map((article) => article.title)).toEqual([
        'Adding travellers',
        'Как забронировать?',
      ])
    })
  })

  describe('GET /spa/help-article', () => {
    it('answers the article with its section, the other articles and breadcrumbs', async () => {
      await seedArticles()
      const response = await harness.get('/spa/help-article?slug=how-do-i-book')
      expect(response.statusCode).toBe(200)
      const article = helpArticleSchema.parse(response.json())
      expect(article).toMatchObject({
        slug: 'how-do-i-book',
        title: 'How do I book?',
        body: '<p>Choose a date and press Book. The organizer confirms it.</p>',
        section: { slug: 'booking', name: 'Booking' },
        section_articles: [{ slug: 'add-travellers', title: 'Adding travellers' }],
        breadcrumbs: [
          { url: '/', text: 'Home' },
          { url: '/help-center', text: 'Help center' },
          { url: '/help-center/booking', text: 'Booking' },
          { url: '/help-center/how-do-i-book', text: 'How do I book?' },
        ],
        seo: {
          title: 'How do I book?',
          description: 'Choose a date and press Book. The organizer confirms it.',
          canonical_url: '/help-center/how-do-i-book',
        },
      })

      const inRussian = helpArticleSchema.parse(
        (await harness.get('/spa/help-article?slug=how-do-i-book', { headers: russian })).json(),
      )
      expect(inRussian.title).toBe('Как забронировать?')
      expect(inRussian.body).toContain('Выберите дату')
      expect(inRussian.breadcrumbs[1]).toEqual({ url: '/help-center', text: 'Центр помощи' })
    })

    it('answers 404 for an unknown slug', async () => {
      await seedArticles()
      const response = await harness.get('/spa/help-article?slug=booking')
      expect(response.statusCode).toBe(404)
      expect(errorBodySchema.parse(response.json()).code).toBe('help_article_not_found')
    })
  })

  describe('GET /spa/help-search', () => {
    async function search(query: string, headers: Record<string, string> = {}) {
      const response = await harness.get(`/spa/help-search?query=${encodeURIComponent(query)}`, {
        headers,
      })
      expect(response.statusCode).toBe(200)
      return helpSearchSchema.parse(response.json())
    }

    it('finds articles by title or text, title matches first, with an excerpt', async () => {
      await seedArticles()
      const found = await search('  BOOKING ')
      expect(found.query).toBe('BOOKING')
      expect(found.data.map((result) => result.slug)).toEqual(['add-travellers', 'refunds'])
      expect(found.data[0]).toEqual({
        slug: 'add-travellers',
        title: 'Adding travellers',
        section: { slug: 'booking', name: 'Booking' },
        excerpt: 'Open the booking and add people. 100% of names must match passports.',
      })
      expect((await search('book')).data.map((result) => result.slug)).toEqual([
        'how-do-i-book',
        'add-travellers',
        'refunds',
      ])
    })

    it('treats % and _ as themselves and matches no markup', async () => {
      await seedArticles()
      expect((await search('%')).data.map((result) => result.slug)).toEqual(['add-travellers'])
      expect((await search('_')).data).toEqual([])
      expect((await search('p')).data.map((result) => result.slug)).toEqual([
        'how-do-i-book',
        'add-travellers',
        'refunds',
      ])
      expect((await search('<p>')).data).toEqual([])
    })

    it('finds nothing for an empty or whitespace query', async () => {
      await seedArticles()
      expect(await search('')).toEqual({ query: '', data: [] })
      expect(await search('   ')).toEqual({ query: '', data: [] })
    })

    it('searches the Russian texts, in any case, for a Russian page', async () => {
      await seedArticles()
      const found = await search('ЗАБРОНИРОВАТЬ', russian)
      expect(found.data.map((result) => result.slug)).toEqual(['how-do-i-book'])
      expect(found.data[0]!.title).toBe('Как забронировать?')
      // An article without Russian text is found by its English text.
      expect((await search('refund', russian)).data.map((result) => result.slug)).toEqual([
        'refunds',
      ])
    })
  })

  describe('POST /spa/submit-help-request', () => {
    const valid = {
      name: 'Anna Traveller',
      email: 'anna.help@example.com',
      phone: '+1 (202) 555-0100',
      kind: 'common_help',
      message: 'Where do we meet on the first day?',
      page_path: '/help-center/how-do-i-book',
    }

    async function storedRequestsFrom(email: string) {
      return harness.db
        .select()
        .from(helpRequests)
        .where(eq(helpRequests.email, email))
        .orderBy(desc(helpRequests.id))
    }

    it('§5 names each failing field with the spec’s message and stores nothing', async () => {
      const email = 'not-an-address'
      const response = await harness.post('/spa/submit-help-request', {
        body: {
          name: ' ',
          email,
          phone: '12345',
          kind: 'gossip',
          message: 'x'.repeat(2001),
        },
      })
      expect(response.statusCode).toBe(400)
      const body = errorBodySchema.parse(response.json())
      expect(body.code).toBe('validation_failed')
      expect(body.errors).toEqual({
        name: ['Required field.'],
        email: ['Please enter a valid e-mail.'],
        phone: ['Please enter a valid phone number'],
        kind: ['Incorrect value'],
        message: ['Maximum 2000 characters.'],
      })
      expect(await storedRequestsFrom(email)).toEqual([])
      expect(await harness.outbox(email)).toEqual([])
    })

    it('§5 answers in Russian for a Russian page, and a missing field is required', async () => {
      const response = await harness.post('/spa/submit-help-request', {
        body: { ...valid, message: '' },
        headers: russian,
      })
      expect(response.statusCode).toBe(400)
      const errors = errorBodySchema.parse(response.json()).errors
      expect(Object.keys(errors ?? {})).toEqual(['message'])
      expect(errors?.message?.[0]).not.toBe('Required field.')

      const { message: _message, ...withoutMessage } = valid
      const missing = await harness.post('/spa/submit-help-request', { body: withoutMessage })
      expect(missing.statusCode).toBe(400)
      expect(errorBodySchema.parse(missing.json()).errors).toEqual({
        message: ['Required field.'],
      })
    })

    it('stores the request and mails support and the sender through the outbox', async () => {
      const response = await harness.post('/spa/submit-help-request', { body: valid })
      expect(response.statusCode).toBe(201)
      const { id } = response.json<{ id: number }>()

      const [stored] = await storedRequestsFrom(valid.email)
      expect(stored).toMatchObject({
        id,
        kind: 'common_help',
        name: 'Anna Traveller',
        email: valid.email,
        phone: '+12025550100',
        message: valid.message,
        userId: null,
        pagePath: '/help-center/how-do-i-book',
        language: 'en-US',
      })

      const [toSupport] = (await harness.outbox(supportAddress)).filter((mail) =>
        mail.body.includes(valid.email),
      )
      expect(toSupport?.subject).toBe('Help request: General question from Anna Traveller')
      expect(toSupport?.body).toContain(valid.message)
      expect(toSupport?.body).toContain('/help-center/how-do-i-book')
      const confirmations = await harness.outbox(valid.email)
      expect(confirmations).toHaveLength(1)
      expect(confirmations[0]).toMatchObject({ channel: 'email', subject: 'We have your question' })
    })

    it('issue 42: accepts the booking, payment, refund and cancellation topics; support’s mail names the topic', async () => {
      const email = uniqueEmail('refund-topic')
      const english = await harness.post('/spa/submit-help-request', {
        body: { ...valid, email, kind: 'refund' },
      })
      expect(english.statusCode).toBe(201)
      const [toSupport] = (await harness.outbox(supportAddress)).filter((mail) =>
        mail.body.includes(email),
      )
      expect(toSupport?.subject).toBe('Help request: Refund from Anna Traveller')

      for (const kind of ['booking', 'payment', 'cancellation']) {
        const response = await harness.post('/spa/submit-help-request', {
          body: { ...valid, email: uniqueEmail(kind), kind },
          headers: russian,
        })
        expect(response.statusCode).toBe(201)
      }
    })

    describe('issue 37 finding 2: what was typed reaches only the account’s own confirmed address', () => {
      const typed = {
        name: 'Claim Your Prize',
        message: 'Visit https://phish.example/prize to collect your winnings',
      }

      /** A signed-in account whose e-mail is confirmed with the code registration mailed. */
      async function confirmedAccount() {
        const account = await harness.register()
        const confirmed = await harness.post('/crm/api/user/confirm-email', {
          token: account.token,
          body: { code: await harness.latestCode(account.email) },
        })
        expect(confirmed.json()).toEqual({ success: true })
        return account
      }

      function expectNoTypedText(body: string) {
        for (const text of [typed.name, typed.message, 'phish.example']) {
          expect(body).not.toContain(text)
        }
      }

      it('an anonymous request naming someone else’s address mails them a fixed text only', async () => {
        const stranger = uniqueEmail('stranger')
        const response = await harness.post('/spa/submit-help-request', {
          body: { ...valid, ...typed, email: stranger },
        })
        expect(response.statusCode).toBe(201)
        const mails = await harness.outbox(stranger)
        expect(mails).toHaveLength(1)
        expect(mails[0]!.subject).toBe('We have your question')
        expectNoTypedText(`${mails[0]!.subject ?? ''}\n${mails[0]!.body}`)
        expect(mails[0]!.body).toContain('If it was not you, ignore this e-mail.')
        // Support still reads everything.
        const [toSupport] = (await harness.outbox(supportAddress)).filter((mail) =>
          mail.body.includes(stranger),
        )
        expect(toSupport?.body).toContain(typed.message)
      })

      it('a signed-in account without a confirmed address, or naming another one, gets the fixed text too', async () => {
        const unconfirmed = await harness.register()
        await harness.post('/spa/submit-help-request', {
          token: unconfirmed.token,
          body: { ...valid, ...typed, email: unconfirmed.email },
        })
        const [toUnconfirmed] = await harness.outbox(unconfirmed.email)
        expect(toUnconfirmed?.subject).toBe('We have your question')
        expectNoTypedText(toUnconfirmed!.body)

        const confirmed = await confirmedAccount()
        const other = uniqueEmail('other')
        await harness.post('/spa/submit-help-request', {
          token: confirmed.token,
          body: { ...valid, ...typed, email: other },
        })
        const [toOther] = await harness.outbox(other)
        expectNoTypedText(toOther!.body)
      })

      it('a signed-in account naming its own confirmed address gets a copy with the message', async () => {
        const account = await confirmedAccount()
        const response = await harness.post('/spa/submit-help-request', {
          token: account.token,
          body: { ...valid, ...typed, email: account.email },
        })
        expect(response.statusCode).toBe(201)
        const [copy] = (await harness.outbox(account.email)).filter(
          (mail) => mail.subject === 'We have your question',
        )
        expect(copy?.body).toContain(typed.message)
        expect(copy?.body).toContain(`Hello, ${typed.name}!`)
      })
    })

    it('records the signed-in sender and confirms in their language; a foreign page path is dropped', async () => {
      const account = await harness.register()
      const response = await harness.post('/spa/submit-help-request', {
        body: { ...valid, phone: null, page_path: 'https://elsewhere.example/' },
        token: account.token,
        headers: russian,
      })
      expect(response.statusCode).toBe(201)
      const profile = await harness.profileOf(account.token)
      const [stored] = await storedRequestsFrom(valid.email)
      expect(stored).toMatchObject({
        userId: profile.id,
        phone: null,
        pagePath: null,
        language: 'ru',
      })
      const [confirmation] = await harness.outbox(valid.email)
      expect(confirmation?.subject).toBe('Мы получили ваш вопрос')
    })

    it('is rate limited per client address: past 10 an hour a captcha is asked', async () => {
      const ip = '203.0.113.77'
      const statuses: number[] = []
      for (let index = 0; index < 11; index += 1) {
        const response = await harness.post('/spa/submit-help-request', {
          body: { ...valid, email: `limited-${index}@example.com` },
          ip,
        })
        statuses.push(response.statusCode)
      }
      expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 201))
      expect(statuses[10]).toBe(429)
      const refused = await harness.post('/spa/submit-help-request', { body: valid, ip })
      expect(refused.json<{ code: string; type: string }>()).toMatchObject({
        code: 'captcha_required',
        type: 'captcha',
      })
      expect(await storedRequestsFrom('limited-10@example.com')).toEqual([])
      // Another address is not held up.
      const other = await harness.post('/spa/submit-help-request', {
        body: valid,
        ip: '203.0.113.78',
      })
      expect(other.statusCode).toBe(201)
    })
  })
})
