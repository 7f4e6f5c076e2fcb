import {
  ORGANIZER_LANGUAGES_MAX,
  organizerProfileListSchema,
  organizerProfileSchema,
  organizerPublicInfoSchema,
} from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createOrganizerOwner, createSignedInUser } from './factories-bookings.ts'
import { createCountry, createLanguage, createOrganizer } from './factories.ts'

type ErrorAnswer = { code: string; errors?: Record<string, string[]> }

describe.each(testDatabases)(
  'organizers’ guide languages (§7 dropdown/language) on $name',
  (target) => {
    const harness = useAccountsHarness(target)

    async function languages() {
      return {
        english: await createLanguage(harness.db, { name: 'English', nameRu: 'английский' }),
        russian: await createLanguage(harness.db, { name: 'Russian', nameRu: 'русский' }),
        german: await createLanguage(harness.db, { name: 'German', nameRu: 'немецкий' }),
      }
    }

    const owner = (overrides: Parameters<typeof createOrganizerOwner>[2] = {}) =>
      createOrganizerOwner(harness.db, harness.config, overrides)

    async function profileBody(overrides: Record<string, unknown> = {}) {
      const country = await createCountry(harness.db)
      return {
        name: 'Caucasus Trails',
        legal_type: 2,
        sales_model: 1,
        operator_type: 'author',
        country_id: country.id,
        ...overrides,
      }
    }

    it('create stores the languages (each once, ascending) and view, info and list return them', async () => {
      const { english, russian } = await languages()
      const account = await createSignedInUser(harness.db, harness.config)
      const created = await harness.post('/crm/api/organizer/create', {
        token: account.token,
        body: await profileBody({ language_ids: [russian.id, english.id, russian.id] }),
      })
      expect(created.statusCode).toBe(201)
      const profile = organizerProfileSchema.parse(created.json())
      expect(profile.language_ids).toEqual([english.id, russian.id])

      const view = await harness.get(`/crm/api/organizer/view?id=${profile.id}`, {
        token: account.token,
      })
      expect(organizerProfileSchema.parse(view.json()).language_ids).toEqual([
        english.id,
        russian.id,
      ])
      const info = await harness.get('/crm/api/organizer/info', { token: account.token })
      expect(organizerProfileSchema.parse(info.json()).language_ids).toEqual([
        english.id,
        russian.id,
      ])
      const list = organizerProfileListSchema.parse(
        (await harness.get('/crm/api/organizer/list', { token: account.token })).json(),
      )
      expect(list.data[0]?.language_ids).toEqual([english.id, russian.id])
    })

    it('create without language_ids starts with none; update replaces them and can clear them', async () => {
      const { english, german } = await languages()
      const { organizer, account } = await owner()
      const before = await harness.get(`/crm/api/organizer/view?id=${organizer.id}`, {
        token: account.token,
      })
      expect(before.json()).toMatchObject({ language_ids: [] })

      const body = await profileBody()
      const updated = await harness.post('/crm/api/organizer/update', {
        token: account.token,
        body: { ...body, id: organizer.id, language_ids: [german.id, english.id] },
      })
      expect(updated.statusCode).toBe(200)
      expect(updated.json()).toMatchObject({ language_ids: [english.id, german.id] })

      // The form posts the whole profile: no languages ticked means none.
      const cleared = await harness.post('/crm/api/organizer/update', {
        token: account.token,
        body: { ...body, id: organizer.id, language_ids: [] },
      })
      expect(cleared.json()).toMatchObject({ language_ids: [] })
    })

    it('refuses unknown, malformed and too many languages with 400 naming language_ids, changing nothing', async () => {
      const { english } = await languages()
      const { organizer, account } = await owner({ languageIds: [english.id] })
      const body = { ...(await profileBody()), id: organizer.id }

      const unknown = await harness.post('/crm/api/organizer/update', {
        token: account.token,
        body: { ...body, language_ids: [english.id, 999999] },
      })
      expect(unknown.statusCode).toBe(400)
      expect(unknown.json<ErrorAnswer>()).toMatchObject({
        code: 'validation_failed',
        errors: { language_ids: ['There is no language with id 999999.'] },
      })

      const tooMany = await harness.post('/crm/api/organizer/update', {
        token: account.token,
        body: {
          ...body,
          language_ids: Array.from(
            { length: ORGANIZER_LANGUAGES_MAX + 1 },
            (_, index) => index + 1,
          ),
        },
      })
      expect(tooMany.statusCode).toBe(400)
      expect(tooMany.json<ErrorAnswer>().errors).toEqual({
        language_ids: [`Maximum ${ORGANIZER_LANGUAGES_MAX} languages.`],
      })

      for (const language_ids of ['en', ['x'], [0]]) {
        const malformed = await harness.post('/crm/api/organizer/update', {
          token: account.token,
          body: { ...body, language_ids },
        })
        expect(malformed.statusCode).toBe(400)
        expect(Object.keys(malformed.json<ErrorAnswer>().errors ?? {})).toEqual([
          expect.stringMatching(/^language_ids/),
        ])
      }

      const created = await harness.post('/crm/api/organizer/create', {
        token: account.token,
        body: await profileBody({ language_ids: [999999] }),
      })
      expect(created.statusCode).toBe(400)
      expect(created.json<ErrorAnswer>().errors).toHaveProperty('language_ids')

      const view = await harness.get(`/crm/api/organizer/view?id=${organizer.id}`, {
        token: account.token,
      })
      expect(view.json()).toMatchObject({ language_ids: [english.id] })
    })

    it("another account cannot set someone else's languages (404)", async () => {
      const { german } = await languages()
      const { organizer } = await owner()
      const other = await createSignedInUser(harness.db, harness.config)
      const answer = await harness.post('/crm/api/organizer/update', {
        token: other.token,
        body: { ...(await profileBody()), id: organizer.id, language_ids: [german.id] },
      })
      expect(answer.statusCode).toBe(404)
      expect(answer.json<ErrorAnswer>().code).toBe('organizer_not_found')
    })

    it('public-info names the languages in X-Language, sorted by that name; none is an empty list', async () => {
      const { english, russian, german } = await languages()
      const { organizer } = await owner({ languageIds: [russian.id, german.id, english.id] })

      const inEnglish = organizerPublicInfoSchema.parse(
        (await harness.get(`/crm/api/organizer/public-info?id=${organizer.id}`)).json(),
      )
      expect(inEnglish.languages).toEqual([
        { id: english.id, name: 'English' },
        { id: german.id, name: 'German' },
        { id: russian.id, name: 'Russian' },
      ])
      const inRussian = organizerPublicInfoSchema.parse(
        (
          await harness.get(`/crm/api/organizer/public-info?id=${organizer.id}`, {
            headers: { 'x-language': 'ru' },
          })
        ).json(),
      )
      expect(inRussian.languages.map((language) => language.name)).toEqual([
        'английский',
        'немецкий',
        'русский',
      ])

      const silent = await createOrganizer(harness.db)
      const none = await harness.get(`/crm/api/organizer/public-info?id=${silent.id}`)
      expect(none.json()).toMatchObject({ languages: [] })
    })
  },
)
