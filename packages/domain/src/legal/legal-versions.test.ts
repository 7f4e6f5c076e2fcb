import { locales } from '../i18n/catalogue.ts'
import { describe, expect, it } from 'vitest'
import { legalDocuments } from './legal-documents.ts'
import { legalDocumentIds, reviseText } from './legal-document.ts'
import { legalTextMarkdown } from './legal-markdown.ts'
import { legalVersionEditable, resolveLegalVersion, versionInForce } from './legal-versions.ts'

const text = (title: string) => ({
  title,
  summary: '',
  sections: [
    { id: 'a', heading: 'A', paragraphs: ['a'] },
    { id: 'b', heading: 'B', paragraphs: ['b'] },
  ],
})

const versions = [
  // Deliberately out of order: the versions are sorted by date, not by their place in the list.
  { effectiveFrom: '2026-01-01', label: 'second' },
  { effectiveFrom: '2025-01-01', label: 'first' },
  { effectiveFrom: '2027-06-01', label: 'later future' },
  { effectiveFrom: '2027-01-01', label: 'future' },
]

describe('legal document versions', () => {
  it('shows the latest version in force on the bare path, with a trailing slash too', () => {
    for (const path of ['', '/']) {
      const resolved = resolveLegalVersion(versions, path, '2026-06-01')
      expect(resolved?.version.label).toBe('second')
      expect(resolved?.current.label).toBe('second')
      expect(resolved?.earlier.map((version) => version.label)).toEqual(['first'])
      expect(resolved?.upcoming?.label).toBe('future')
    }
  })

  it('keeps an earlier version at its date, knowing which one is current', () => {
    const resolved = resolveLegalVersion(versions, '2025-01-01', '2026-06-01')
    expect(resolved?.version.label).toBe('first')
    expect(resolved?.current.label).toBe('second')
  })

  it('opens a scheduled version at its date before it takes effect, so its announcement can link it', () => {
    const resolved = resolveLegalVersion(versions, '2027-06-01', '2026-06-01')
    expect(resolved?.version.label).toBe('later future')
    expect(resolved?.current.label).toBe('second')
    expect(resolved?.upcoming?.label).toBe('future')
  })

  it('puts a version in force on the day it takes effect, not before', () => {
    expect(versionInForce(versions, '2026-12-31')?.label).toBe('second')
    expect(versionInForce(versions, '2027-01-01')?.label).toBe('future')
    const onTheDay = resolveLegalVersion(versions, '', '2027-01-01')
    expect(onTheDay?.current.label).toBe('future')
    expect(onTheDay?.earlier.map((version) => version.label)).toEqual(['second', 'first'])
    expect(onTheDay?.upcoming?.label).toBe('later future')
    expect(resolveLegalVersion(versions, '', '2030-01-01')?.upcoming).toBeUndefined()
  })

  it('answers null (404) for an unknown or malformed version, or a document with none in force', () => {
    for (const path of ['2024-01-01', 'latest', '2026-01-01/extra', '2026-1-1']) {
      expect(resolveLegalVersion(versions, path, '2026-06-01')).toBeNull()
    }
    expect(resolveLegalVersion(versions, '', '2024-06-01')).toBeNull()
    expect(versionInForce([], '2026-06-01')).toBeUndefined()
  })

  it('lets the console change a version only before its first day', () => {
    expect(legalVersionEditable({ effectiveFrom: '2026-06-02' }, '2026-06-01')).toBe(true)
    expect(legalVersionEditable({ effectiveFrom: '2026-06-01' }, '2026-06-01')).toBe(false)
    expect(legalVersionEditable({ effectiveFrom: '2026-05-31' }, '2026-06-01')).toBe(false)
  })
})

describe('reviseText', () => {
  it('replaces and removes sections in place', () => {
    const revised = reviseText(text('t'), {
      a: { id: 'a', heading: 'A2', paragraphs: ['a2'] },
      b: null,
    })
    expect(revised.sections).toEqual([{ id: 'a', heading: 'A2', paragraphs: ['a2'] }])
  })

  it('refuses to revise a section that does not exist', () => {
    expect(() => reviseText(text('t'), { c: null })).toThrow(/No section "c"/)
  })
})

describe('the published legal documents', () => {
  it.each(legalDocumentIds)('%s has at least two dated versions that differ', (id) => {
    const { versions } = legalDocuments[id]
    expect(versions.length).toBeGreaterThanOrEqual(2)
    const dates = versions.map((version) => version.effectiveFrom)
    expect(new Set(dates).size).toBe(dates.length)
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    for (const locale of locales) {
      const texts = versions.map((version) => JSON.stringify(version.text[locale]))
      expect(new Set(texts).size).toBe(texts.length)
    }
  })

  it.each(legalDocumentIds)(
    '%s has the same sections in both languages, with unique anchors',
    (id) => {
      for (const version of legalDocuments[id].versions) {
        const english = version.text['en-US'].sections.map((section) => section.id)
        expect(version.text.ru.sections.map((section) => section.id)).toEqual(english)
        expect(new Set(english).size).toBe(english.length)
        for (const locale of locales) {
          for (const section of version.text[locale].sections) {
            expect(section.paragraphs.length + (section.items?.length ?? 0)).toBeGreaterThan(0)
          }
        }
      }
    },
  )
})

describe('legalTextMarkdown', () => {
  it('writes the summary, then each section as a heading with its anchor, paragraphs and list', () => {
    expect(
      legalTextMarkdown({
        title: 'T',
        summary: 'What this is.',
        sections: [
          { id: 'a', heading: 'First', paragraphs: ['One.', 'Two.'] },
          { id: 'b', heading: 'Second', paragraphs: ['Three.'], items: ['x', 'y'] },
        ],
      }),
    ).toBe(
      'What this is.\n\n## First {#a}\n\nOne.\n\nTwo.\n\n## Second {#b}\n\nThree.\n\n- x\n- y\n',
    )
  })
})
