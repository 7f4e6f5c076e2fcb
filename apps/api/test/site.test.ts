import {
  chatSourcesSchema,
  contactsSchema,
  errorBodySchema,
  shortLinkSchema,
  siteTokensSchema,
  socialGroupsSchema,
  workTimeSchema,
} from '@tourmarket/contracts'
import { getBrand } from '@tourmarket/domain/brand'
import { describe, expect, it } from 'vitest'
import { internalErrorMessage } from '../src/plugins/error-handler.ts'
import { chatLink, startPayload } from '../src/modules/site/chat-links.ts'
import { createSiteRepository } from '../src/modules/site/repository.ts'
import { createSiteService } from '../src/modules/site/service.ts'
import { testDatabases } from './databases.ts'
import { createShortLink, setSiteSetting, useSiteTestHarness } from './factories-site.ts'
import { bundledAddressCountries } from '../src/platform/http/address-country.ts'
import { trustedProxies } from '../src/platform/http/forwarded-address.ts'

describe('§3 messenger links: the start payload', () => {
  it('carries only the given ids, in a fixed order, in what Telegram allows', () => {
    expect(startPayload({})).toBe('')
    expect(startPayload({ requestId: 345, clientId: 12 })).toBe('c12_r345')
    const all = startPayload({
      clientId: 2_147_483_647,
      requestId: 2_147_483_647,
      subscriberId: 2_147_483_647,
      webinarId: 2_147_483_647,
    })
    expect(all).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
  })

  it('sets the payload as the start parameter, keeping the link’s own query', () => {
    expect(chatLink('viber://pa?chatURI=tourmarket', 'context', 'c1')).toBe(
      'viber://pa?chatURI=tourmarket&context=c1',
    )
    expect(chatLink('https://t.me/TourmarketBot', 'start', '')).toBe('https://t.me/TourmarketBot')
  })
})

describe.each(testDatabases)('site settings on $name', (target) => {
  const harness = useSiteTestHarness(target)

  async function get(url: string) {
    return harness.app().inject({ method: 'GET', url })
  }

  function fieldsOf(body: unknown): string[] {
    return Object.keys(errorBodySchema.parse(body).errors ?? {})
  }

  describe('§7 GET /spa/site-tokens', () => {
    it('§3 answers exactly the site-token fields, and never a stored secret', async () => {
      await setSiteSetting(harness.db, 'site_tokens', {
        captcha_provider: 'recaptcha',
        captcha_key: 'site-key',
        captcha_secret: 'must-not-leak',
        hard_captcha_key: 'hard-site-key',
        invisible_captcha_provider: 'turnstile',
        invisible_captcha_key: 'invisible-key',
        maps_provider: 'yandex',
        maps_token: 'maps-token',
        maps_suggest_token: 'suggest-token',
        send_tour_program_in_pdf_via_whatsapp: true,
        main_auth_method: 'code',
      })
      // The development outbox stands in for WhatsApp, so the stored WhatsApp token holds.
      const response = await harness
        .app({ config: { devPages: true } })
        .inject({ method: 'GET', url: '/spa/site-tokens' })
      expect(response.statusCode).toBe(200)
      expect(response.body).not.toContain('must-not-leak')
      expect(siteTokensSchema.strict().parse(response.json())).toEqual({
        captcha_provider: 'recaptcha',
        captcha_key: 'site-key',
        hard_captcha_key: 'hard-site-key',
        invisible_captcha_provider: 'turnstile',
        invisible_captcha_key: 'invisible-key',
        maps_provider: 'yandex',
        maps_token: 'maps-token',
        maps_suggest_token: 'suggest-token',
        send_tour_program_in_pdf_via_whatsapp: true,
        main_auth_method: 'code',
      })
    })

    it('offers the program by WhatsApp only where something sends it (decision 0054)', async () => {
      await setSiteSetting(harness.db, 'site_tokens', {
        send_tour_program_in_pdf_via_whatsapp: true,
      })
      // Neither WHATSAPP_* nor DEV_PAGES: nothing would send it, whatever is stored.
      const production = await get('/spa/site-tokens')
      expect(siteTokensSchema.parse(production.json()).send_tour_program_in_pdf_via_whatsapp).toBe(
        false,
      )
      const configured = await harness
        .app({
          config: {
            channels: {
              whatsapp: {
                accessToken: 'test-access-token',
                phoneNumberId: '1234567890',
                appSecret: 'test-app-secret',
                verifyToken: 'test-verify-token',
                codeTemplate: 'sign_in_code',
                apiUrl: 'http://127.0.0.1:9/v21.0',
              },
            },
          },
        })
        .inject({ method: 'GET', url: '/spa/site-tokens' })
      expect(siteTokensSchema.parse(configured.json()).send_tour_program_in_pdf_via_whatsapp).toBe(
        true,
      )
    })

    it('§5 with nothing stored, no captcha or maps provider and the password sign-in', async () => {
      const response = await get('/spa/site-tokens')
      expect(response.statusCode).toBe(200)
      expect(siteTokensSchema.parse(response.json())).toEqual({
        captcha_provider: null,
        captcha_key: null,
        hard_captcha_key: null,
        invisible_captcha_provider: null,
        invisible_captcha_key: null,
        maps_provider: null,
        maps_token: null,
        maps_suggest_token: null,
        send_tour_program_in_pdf_via_whatsapp: false,
        main_auth_method: 'password',
      })
    })

    it('§8 a malformed stored value is logged and answered with the generic 500', async () => {
      await setSiteSetting(harness.db, 'site_tokens', { captcha_provider: 'carrier-pigeon' })
      const logLines: string[] = []
      const response = await harness
        .app({ logLines })
        .inject({ method: 'GET', url: '/spa/site-tokens' })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({ message: internalErrorMessage, code: 'internal_error' })
      expect(logLines.join('\n')).toContain("Site setting 'site_tokens' is malformed")
    })
  })

  describe('§7 GET /spa/contacts', () => {
    const russiaId = 7
    const moscowId = 70
    const storedContacts = {
      email: 'help@tourmarket.example',
      phones: [
        { phone: '+18005550100', type: 'main' },
        { phone: '+18005550101', type: 'additional' },
        { phone: '+74950000000', type: 'main', entity: { id: russiaId, kind: 'country' } },
        { phone: '+74951111111', type: 'additional', entity: { id: moscowId, kind: 'city' } },
      ],
    }

    it('§3 without a place: the e-mail and the main phones that serve everywhere', async () => {
      await setSiteSetting(harness.db, 'contacts', storedContacts)
      const response = await get('/spa/contacts')
      expect(response.statusCode).toBe(200)
      expect(contactsSchema.parse(response.json())).toEqual({
        email: 'help@tourmarket.example',
        phones: [{ phone: '+18005550100', type: 'main', entity: null }],
        has_other_phones: true,
      })
    })

    it('§3 the phones for the visitor’s city first, else their country, else the main ones', async () => {
      await setSiteSetting(harness.db, 'contacts', storedContacts)
      const inMoscow = contactsSchema.parse(
        (await get(`/spa/contacts?city_id=${moscowId}&country_id=${russiaId}`)).json(),
      )
      expect(inMoscow.phones).toEqual([
        { phone: '+74951111111', type: 'additional', entity: { id: moscowId, kind: 'city' } },
      ])
      const inRussia = contactsSchema.parse(
        (await get(`/spa/contacts?city_id=999&country_id=${russiaId}`)).json(),
      )
      expect(inRussia.phones).toEqual([
        { phone: '+74950000000', type: 'main', entity: { id: russiaId, kind: 'country' } },
      ])
      const elsewhere = contactsSchema.parse((await get('/spa/contacts?country_id=1')).json())
      expect(elsewhere.phones.map((phone) => phone.phone)).toEqual(['+18005550100'])
    })

    it('§7 all=1 lists every phone, leaving none out', async () => {
      await setSiteSetting(harness.db, 'contacts', storedContacts)
      const body = contactsSchema.parse((await get('/spa/contacts?all=1&city_id=70')).json())
      expect(body.phones).toHaveLength(4)
      expect(body.has_other_phones).toBe(false)
    })

    it('with nothing stored: no e-mail and no phones', async () => {
      expect(contactsSchema.parse((await get('/spa/contacts')).json())).toEqual({
        email: null,
        phones: [],
        has_other_phones: false,
      })
    })

    it('§8 refuses a non-numeric city_id with 400 naming it', async () => {
      const response = await get('/spa/contacts?city_id=moscow')
      expect(response.statusCode).toBe(400)
      expect(fieldsOf(response.json())).toEqual(['city_id'])
    })

    it('§5 a stored phone that breaks the phone rule is a server error, not shown', async () => {
      await setSiteSetting(harness.db, 'contacts', { phones: [{ phone: '12345', type: 'main' }] })
      const response = await get('/spa/contacts')
      expect(response.statusCode).toBe(500)
      expect(response.body).not.toContain('12345')
    })
  })

  describe('§7 GET /spa/work-time', () => {
    const storedHours = {
      default: { days: [5, 1, 2, 3, 4], from: '09:00', to: '18:00', timezone: 'Europe/London' },
      by_entity: [
        {
          entity: { id: 7, kind: 'country' },
          days: [1, 2, 3, 4, 5, 6, 7],
          from: '00:00',
          to: '24:00',
          timezone: 'Europe/Moscow',
        },
      ],
    }

    it('gives the general hours, days in order, when no place is given or none matches', async () => {
      await setSiteSetting(harness.db, 'work_time', storedHours)
      for (const url of ['/spa/work-time', '/spa/work-time?country_id=1&city_id=2']) {
        expect(workTimeSchema.parse((await get(url)).json())).toEqual({
          result: { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00', timezone: 'Europe/London' },
        })
      }
    })

    it('gives the hours for the visitor’s country when there are some', async () => {
      await setSiteSetting(harness.db, 'work_time', storedHours)
      const body = workTimeSchema.parse((await get('/spa/work-time?country_id=7')).json())
      expect(body.result).toEqual({
        days: [1, 2, 3, 4, 5, 6, 7],
        from: '00:00',
        to: '24:00',
        timezone: 'Europe/Moscow',
      })
    })

    it('answers result null when no hours are published', async () => {
      expect(workTimeSchema.parse((await get('/spa/work-time')).json())).toEqual({ result: null })
    })

    it('a stored unknown time zone or hours that close before they open are a server error', async () => {
      for (const hours of [
        { days: [1], from: '09:00', to: '18:00', timezone: 'Mars/Olympus' },
        { days: [1], from: '18:00', to: '09:00', timezone: 'UTC' },
      ]) {
        await setSiteSetting(harness.db, 'work_time', { default: hours })
        expect((await get('/spa/work-time')).statusCode).toBe(500)
      }
    })
  })

  describe('§7 GET /spa/groups-in-social-network', () => {
    it('§3 lists the groups by source, in the §3 order of sources', async () => {
      await setSiteSetting(harness.db, 'groups_in_social_network', [
        { source: 'x', url: 'https://x.com/tourmarket' },
        { source: 'telegram', url: 'https://t.me/tourmarket' },
        { source: 'vk', url: 'https://vk.com/tourmarket' },
      ])
      const response = await get('/spa/groups-in-social-network')
      expect(socialGroupsSchema.parse(response.json())).toEqual({
        data: [
          { source: 'telegram', url: 'https://t.me/tourmarket' },
          { source: 'vk', url: 'https://vk.com/tourmarket' },
          { source: 'x', url: 'https://x.com/tourmarket' },
        ],
      })
    })

    it('lists none when none are stored, and refuses an unknown stored source', async () => {
      expect((await get('/spa/groups-in-social-network')).json()).toEqual({ data: [] })
      await setSiteSetting(harness.db, 'groups_in_social_network', [
        { source: 'myspace', url: 'https://myspace.com/tourmarket' },
      ])
      expect((await get('/spa/groups-in-social-network')).statusCode).toBe(500)
    })
  })

  describe('§7 GET /spa/chat-sources-list', () => {
    const storedSources = [
      { source: 'whatsapp', url: 'https://wa.me/15550100' },
      { source: 'vk', url: 'https://vk.me/tourmarket' },
      { source: 'telegram', url: 'https://t.me/TourmarketBot' },
      { source: 'viber', url: 'viber://pa?chatURI=tourmarket' },
      { source: 'facebook', url: 'https://m.me/tourmarket', start_parameter: 'source' },
    ]

    it('§3 orders the sources for a brand with Russian and embeds the ids as start parameter', async () => {
      await setSiteSetting(harness.db, 'chat_sources', storedSources)
      const response = await get('/spa/chat-sources-list?client_id=12&request_id=345')
      expect(chatSourcesSchema.parse(response.json())).toEqual({
        data: [
          { source: 'telegram', url: 'https://t.me/TourmarketBot?start=c12_r345' },
          { source: 'vk', url: 'https://vk.me/tourmarket?ref=c12_r345' },
          { source: 'whatsapp', url: 'https://wa.me/15550100?text=c12_r345' },
          { source: 'viber', url: 'viber://pa?chatURI=tourmarket&context=c12_r345' },
          { source: 'facebook', url: 'https://m.me/tourmarket?source=c12_r345' },
        ],
      })
    })

    it('§3 without Russian, vk and ok come last (orderedMessengerSources)', async () => {
      await setSiteSetting(harness.db, 'chat_sources', storedSources)
      const globalBrand = getBrand('tourmarket-global')
      const site = createSiteService({
        repository: createSiteRepository(harness.db),
        brand: globalBrand,
        trustCountryHeader: false,
        trustedProxies: trustedProxies([]),
        addressCountries: bundledAddressCountries(),
        now: () => new Date(),
      })
      const { data } = await site.chatSources({ webinarId: 9 })
      expect(data.map((link) => link.source)).toEqual([
        'telegram',
        'whatsapp',
        'viber',
        'facebook',
        'vk',
      ])
      expect(data[0]?.url).toBe('https://t.me/TourmarketBot?start=w9')
    })

    it('gives the plain links without ids, none when none are stored', async () => {
      expect((await get('/spa/chat-sources-list')).json()).toEqual({ data: [] })
      await setSiteSetting(harness.db, 'chat_sources', storedSources.slice(2, 3))
      expect((await get('/spa/chat-sources-list')).json()).toEqual({
        data: [{ source: 'telegram', url: 'https://t.me/TourmarketBot' }],
      })
    })

    it('§8 refuses an id that is not a positive integer with 400 naming it', async () => {
      const response = await get('/spa/chat-sources-list?subscriber_id=-3')
      expect(response.statusCode).toBe(400)
      expect(fieldsOf(response.json())).toEqual(['subscriber_id'])
    })
  })

  describe('§7 GET /spa/redirect {id} → source_url', () => {
    it('§2 /r/{id}: resolves a short link by query or by path', async () => {
      const link = await createShortLink(harness.db, 'https://tourmarket.example/italy?sort=price')
      for (const url of [`/spa/redirect?id=${link.id}`, `/spa/redirect/${link.id}`]) {
        const response = await get(url)
        expect(response.statusCode).toBe(200)
        expect(shortLinkSchema.parse(response.json())).toEqual({
          source_url: 'https://tourmarket.example/italy?sort=price',
        })
      }
    })

    it('§8 answers 404 for an unknown id, and 400 naming id for one that is not an id', async () => {
      const unknown = await get('/spa/redirect?id=424242')
      expect(unknown.statusCode).toBe(404)
      expect(errorBodySchema.parse(unknown.json()).code).toBe('short_link_not_found')
      for (const url of ['/spa/redirect', '/spa/redirect?id=abc', '/spa/redirect?id=99999999999']) {
        const response = await get(url)
        expect(response.statusCode).toBe(400)
        expect(fieldsOf(response.json())).toEqual(['id'])
      }
      expect((await get('/spa/redirect/0')).statusCode).toBe(400)
    })
  })
})
