import { locales } from '../i18n/catalogue.ts'
import { describe, expect, it } from 'vitest'
import { legalDocuments } from './legal-documents.ts'
import { legalDocumentIds, reviseText, type LegalDocument } from './legal-document.ts'
import { publishedVersions, resolveLegalVersion } from './legal-versions.ts'

const text = (title: string) => ({
  title,
  summary: '',
  sections: [
    { id: 'a', heading: 'A', paragraphs: ['a'] },
    { id: 'b', heading: 'B', paragraphs: ['b'] },
  ],
})

const document: LegalDocument = {
  id: 'agreement',
  // Deliberately out of order: the versions are sorted by date, not by their place in the list.
  versions: [
    { effectiveFrom: '2026-01-01', text: { 'en-US': text('second'), ru: text('вторая') } },
    { effectiveFrom: '2025-01-01', text: { 'en-US': text('first'), ru: text('первая') } },
    { effectiveFrom: '2027-01-01', text: { 'en-US': text('future'), ru: text('будущая') } },
  ],
}

describe('legal document versions', () => {
  it('shows the latest version in effect on the bare path, with a trailing slash too', () => {
    for (const path of ['', '/']) {
      const resolved = resolveLegalVersion(document, path, '2026-06-01')
      expect(resolved?.version.effectiveFrom).toBe('2026-01-01')
      expect(resolved?.current.effectiveFrom).toBe('2026-01-01')
      expect(resolved?.earlier.map((version) => version.effectiveFrom)).toEqual(['2025-01-01'])
    }
  })

  it('keeps an earlier version at its date, knowing which one is current', () => {
    const resolved = resolveLegalVersion(document, '2025-01-01', '2026-06-01')
    expect(resolved?.version.effectiveFrom).toBe('2025-01-01')
    expect(resolved?.current.effectiveFrom).toBe('2026-01-01')
  })

  it('makes a version current on the day it takes effect, not before', () => {
    expect(resolveLegalVersion(document, '', '2025-12-31')?.version.effectiveFrom).toBe(
      '2025-01-01',
    )
    expect(resolveLegalVersion(document, '', '2026-01-01')?.version.effectiveFrom).toBe(
      '2026-01-01',
    )
  })

  it('answers null (404) for an unknown, unpublished or malformed version', () => {
    for (const path of ['2024-01-01', '2027-01-01', 'latest', '2026-01-01/extra', '2026-1-1']) {
      expect(resolveLegalVersion(document, path, '2026-06-01')).toBeNull()
    }
    expect(resolveLegalVersion(document, '', '2024-06-01')).toBeNull()
  })

  it('lists only the versions in effect, oldest first', () => {
    expect(
      publishedVersions(document, '2030-01-01').map((version) => version.effectiveFrom),
    ).toEqual(['2025-01-01', '2026-01-01', '2027-01-01'])
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
