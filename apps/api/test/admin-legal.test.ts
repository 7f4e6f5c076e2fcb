// Issue 43 item 5: the legal documents' versions in the operator console and on the legal pages.
// Every endpoint for every caller, allowed (content, admin) and refused (visitor, tourist,
// organizer, staff without a role, support, finance), on both databases; the pages show the seeded
// texts (the code's versions), a version takes effect on its day and not before, a scheduled one
// is announced and readable at its day; a scheduled version is changed and deleted, one in force
// is refused naming `effective_from`; each write audited and counted against the console's limit.
import {
  adminLegalDocumentsSchema,
  adminLegalVersionSchema,
  errorBodySchema,
  legalDocumentSchema,
} from '@tourmarket/contracts'
import { utcCalendarDate } from '@tourmarket/domain/i18n'
import { legalDocuments, versionInForce, type LegalDocumentId } from '@tourmarket/domain/legal'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, legalDocumentVersions, rateLimitCounters } from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { consoleCallers, consoleCallerToken, type ConsoleCaller } from './console-callers.ts'
import { testDatabases } from './databases.ts'

const allowed: readonly ConsoleCaller[] = ['admin', 'content']
const DAY = 86_400_000
const dayFromToday = (days: number) => utcCalendarDate(new Date(Date.now() + days * DAY))

const markdown = (word: string) =>
  `The ${word} summary.\n\n## Who we are {#about}\n\nWe are **${word}**.\n\n## Cancelling\n\n- one\n- two\n`

const versionBody = (effectiveFrom: string, word = 'future') => ({
  document: 'privacy',
  version_label: `v-${word}`,
  effective_from: effectiveFrom,
  title: `Privacy ${word}`,
  title_ru: `Конфиденциальность ${word}`,
  body_markdown: markdown(word),
  body_ru_markdown: `Русское резюме.\n\n## Кто мы {#about}\n\nМы — ${word}.\n`,
})

describe.each(testDatabases)('operator console legal versions on $name (issue 43)', (target) => {
  const harness = useAccountsHarness(target)

  const tokenOf = (caller: ConsoleCaller) => consoleCallerToken(harness, caller)

  async function contentToken(): Promise<string> {
    return (await tokenOf('content'))!
  }

  async function page(document: string, version = '', language?: 'ru') {
    return harness.get(
      `/spa/legal-document?document=${document}&version=${version}`,
      language === undefined ? {} : { headers: { 'x-language': language } },
    )
  }

  async function save(token: string, body: Record<string, unknown>) {
    return harness.post('/crm/api/admin/legal/save', { token, body })
  }

  // The file's tests share one database: each scheduled version takes a day no other test uses.
  let daysAhead = 100
  const unusedDay = () => dayFromToday((daysAhead += 1))

  async function insertVersion(
    effectiveFrom: string,
    word = 'stored',
    document: LegalDocumentId = 'privacy',
  ) {
    const [row] = await harness.db
      .insert(legalDocumentVersions)
      .values({
        document,
        versionLabel: word,
        effectiveFrom,
        title: `Privacy ${word}`,
        titleRu: `Конфиденциальность ${word}`,
        bodyMarkdown: markdown(word),
        bodyRuMarkdown: markdown(word),
      })
      .returning()
    return row!
  }

  function refusedField(response: { statusCode: number; json: () => unknown }, field: string) {
    expect(response.statusCode).toBe(400)
    const body = errorBodySchema.parse(response.json())
    expect(body.code).toBe('validation_failed')
    expect(Object.keys(body.errors ?? {})).toEqual([field])
  }

  it('shows the texts the code held as the first versions, the one in force on the bare path', async () => {
    const today = utcCalendarDate(new Date())
    for (const [id, document] of Object.entries(legalDocuments)) {
      const expected = versionInForce(document.versions, today)!
      const response = await page(id)
      expect(response.statusCode, response.body).toBe(200)
      const shown = legalDocumentSchema.parse(response.json())
      expect(shown).toMatchObject({
        title: expected.text['en-US'].title,
        effective_from: expected.effectiveFrom,
        state: 'current',
        upcoming: null,
      })
      expect(shown.sections.map((section) => section.id)).toEqual(
        expected.text['en-US'].sections.map((section) => section.id),
      )
      expect(shown.sections[0]?.heading).toBe(expected.text['en-US'].sections[0]?.heading)
      expect(shown.summary_html).toBe(`<p>${expected.text['en-US'].summary}</p>\n`)
      expect(shown.description).toBe(expected.text['en-US'].summary)
      const russian = legalDocumentSchema.parse((await page(id, '', 'ru')).json())
      expect(russian.title).toBe(expected.text.ru.title)
    }
    const earlier = legalDocuments.privacy.versions[0]!.effectiveFrom
    const older = legalDocumentSchema.parse((await page('privacy', earlier)).json())
    expect(older).toMatchObject({ effective_from: earlier, state: 'earlier' })
    for (const unknown of ['2019-01-01', 'latest', `${earlier}/x`]) {
      expect((await page('privacy', unknown)).statusCode, unknown).toBe(404)
    }
    expect((await page('nothing')).statusCode).toBe(400)
  })

  it('puts a version in force on its day, not the day before, and announces a scheduled one', async () => {
    const tomorrow = await insertVersion(dayFromToday(1), 'tomorrow', 'tour-provider-agreement')
    const bare = legalDocumentSchema.parse((await page('tour-provider-agreement')).json())
    expect(bare.effective_from).not.toBe(tomorrow.effectiveFrom)
    expect(bare.upcoming).toEqual({
      effective_from: tomorrow.effectiveFrom,
      version_label: 'tomorrow',
    })
    const scheduled = legalDocumentSchema.parse(
      (await page('tour-provider-agreement', tomorrow.effectiveFrom)).json(),
    )
    expect(scheduled).toMatchObject({ state: 'scheduled', title: 'Privacy tomorrow' })
    expect(scheduled.sections).toEqual([
      { id: 'about', heading: 'Who we are', html: '<p>We are <strong>tomorrow</strong>.</p>\n' },
      {
        id: 'cancelling',
        heading: 'Cancelling',
        html: '<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n',
      },
    ])

    const today = await insertVersion(
      utcCalendarDate(new Date()),
      'today',
      'tour-provider-agreement',
    )
    const inForce = legalDocumentSchema.parse((await page('tour-provider-agreement')).json())
    expect(inForce).toMatchObject({
      effective_from: today.effectiveFrom,
      version_label: 'today',
      state: 'current',
      upcoming: { effective_from: tomorrow.effectiveFrom },
    })
    expect(inForce.earlier[0]?.effective_from).toBe(bare.effective_from)
  })

  it.each([
    'admin/legal/documents',
    'admin/legal/version',
    'admin/legal/preview',
    'admin/legal/save',
    'admin/legal/delete',
  ] as const)('%s: allowed for content and admin, refused for everyone else', async (name) => {
    for (const caller of consoleCallers) {
      const scheduled = await insertVersion(unusedDay(), `by-${caller}`)
      const token = await tokenOf(caller)
      const auth = token === undefined ? {} : { token }
      const response =
        name === 'admin/legal/documents'
          ? await harness.get('/crm/api/admin/legal/documents', auth)
          : name === 'admin/legal/version'
            ? await harness.get(`/crm/api/admin/legal/version?id=${String(scheduled.id)}`, auth)
            : name === 'admin/legal/preview'
              ? await harness.post('/crm/api/admin/legal/preview', {
                  ...auth,
                  body: { markdown: markdown('preview') },
                })
              : name === 'admin/legal/save'
                ? await harness.post('/crm/api/admin/legal/save', {
                    ...auth,
                    body: { ...versionBody(scheduled.effectiveFrom, caller), id: scheduled.id },
                  })
                : await harness.post('/crm/api/admin/legal/delete', {
                    ...auth,
                    body: { id: scheduled.id },
                  })
      const expected = caller === 'visitor' ? 401 : allowed.includes(caller) ? 200 : 403
      expect(response.statusCode, `${name} as ${caller}: ${response.body}`).toBe(expected)
      if (expected === 403) expect(errorBodySchema.parse(response.json()).code).toBe('forbidden')
      const [after] = await harness.db
        .select()
        .from(legalDocumentVersions)
        .where(eq(legalDocumentVersions.id, scheduled.id))
      if (expected !== 200) {
        // A refused write changes nothing.
        expect(after).toMatchObject({ versionLabel: scheduled.versionLabel })
      } else if (name === 'admin/legal/save') {
        expect(after?.versionLabel).toBe(`v-${caller}`)
      } else if (name === 'admin/legal/delete') {
        expect(after).toBeUndefined()
      } else if (name === 'admin/legal/preview') {
        expect(response.json()).toEqual({
          html: '<p>The preview summary.</p>\n<h2>1. Who we are</h2><p>We are <strong>preview</strong>.</p>\n<h2>2. Cancelling</h2><ul>\n<li>one</li>\n<li>two</li>\n</ul>\n',
        })
      }
    }
  })

  it('lists each document with its versions newest first, the one in force marked', async () => {
    const scheduled = await insertVersion(dayFromToday(1_000), 'listed')
    const response = await harness.get('/crm/api/admin/legal/documents', {
      token: await contentToken(),
    })
    const list = adminLegalDocumentsSchema.parse(response.json())
    expect(list.data.map((document) => document.document)).toEqual(Object.keys(legalDocuments))
    const privacy = list.data.find((document) => document.document === 'privacy')!
    expect(privacy.title).toBe('Privacy Policy')
    // Newest first: scheduled ones (this test's the latest), the one in force, then earlier ones.
    expect(privacy.versions.map((version) => version.state).slice(-2)).toEqual([
      'current',
      'earlier',
    ])
    expect(new Set(privacy.versions.slice(0, -2).map((version) => version.state))).toEqual(
      new Set(['scheduled']),
    )
    expect(privacy.versions[0]).toMatchObject({
      id: scheduled.id,
      editable: true,
      url: `/privacy/${scheduled.effectiveFrom}`,
    })
    expect(privacy.versions.at(-2)).toMatchObject({
      editable: false,
      url: '/privacy',
      created_by: null,
    })
  })

  it('adds a version for today or later, changes and deletes it until its day, audited', async () => {
    const token = await contentToken()
    const [day, nextDay] = [unusedDay(), unusedDay()]
    refusedField(await save(token, versionBody(dayFromToday(-1))), 'effective_from')
    refusedField(await save(token, { ...versionBody(day), title: ' ' }), 'title')

    const created = await save(token, versionBody(day))
    expect(created.statusCode, created.body).toBe(200)
    const version = adminLegalVersionSchema.parse(created.json())
    expect(version).toMatchObject({
      state: 'scheduled',
      editable: true,
      created_by: expect.any(String),
    })
    // Another version on the same day of the same document is refused naming the day.
    refusedField(await save(token, versionBody(day, 'twin')), 'effective_from')

    const changed = await save(token, {
      ...versionBody(nextDay, 'changed'),
      id: version.id,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(adminLegalVersionSchema.parse(changed.json())).toMatchObject({
      effective_from: nextDay,
      title: 'Privacy changed',
    })
    refusedField(
      await save(token, { ...versionBody(nextDay), id: version.id, document: 'agreement' }),
      'document',
    )

    const deleted = await harness.post('/crm/api/admin/legal/delete', {
      token,
      body: { id: version.id },
    })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(
      (await harness.post('/crm/api/admin/legal/delete', { token, body: { id: version.id } }))
        .statusCode,
    ).toBe(404)

    const audits = await harness.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.objectKind, 'legal_version'), eq(auditLog.objectId, String(version.id))),
      )
      .orderBy(auditLog.id)
    expect(audits.map((audit) => [audit.action, audit.actorKind])).toEqual([
      ['legal_version.create', 'admin'],
      ['legal_version.update', 'admin'],
      ['legal_version.delete', 'admin'],
    ])
    expect(audits[1]).toMatchObject({
      before: { effectiveFrom: day, title: 'Privacy future' },
      after: { effectiveFrom: nextDay, title: 'Privacy changed' },
    })
  })

  it('keeps a version in force read-only: its change and deletion are refused naming effective_from', async () => {
    const token = await contentToken()
    for (const effectiveFrom of [utcCalendarDate(new Date()), dayFromToday(-3)]) {
      const inForce = await insertVersion(
        effectiveFrom,
        `in-force-${effectiveFrom}`,
        'safety-rules',
      )
      refusedField(
        await save(token, {
          ...{ ...versionBody(unusedDay()), document: 'safety-rules' },
          id: inForce.id,
        }),
        'effective_from',
      )
      refusedField(
        await harness.post('/crm/api/admin/legal/delete', { token, body: { id: inForce.id } }),
        'effective_from',
      )
      const [after] = await harness.db
        .select()
        .from(legalDocumentVersions)
        .where(eq(legalDocumentVersions.id, inForce.id))
      expect(after).toMatchObject({ effectiveFrom, bodyMarkdown: inForce.bodyMarkdown })
    }
  })

  it('counts writes against the console’s limit', async () => {
    const token = await contentToken()
    const first = await save(token, versionBody(unusedDay(), 'first'))
    expect(first.statusCode, first.body).toBe(200)
    // The hour's window of this account is full.
    await harness.db.update(rateLimitCounters).set({ hits: 10_000 })
    const refusedDay = unusedDay()
    const refused = await save(token, versionBody(refusedDay, 'refused'))
    expect(refused.statusCode).toBe(429)
    expect(errorBodySchema.parse(refused.json()).code).toBe('captcha_required')
    const stored = await harness.db
      .select()
      .from(legalDocumentVersions)
      .where(eq(legalDocumentVersions.effectiveFrom, refusedDay))
    expect(stored).toEqual([])
  })
})
