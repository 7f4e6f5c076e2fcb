import { describe, expect, it } from 'vitest'
import { buildHelpArticles } from './help-center-data.ts'

describe('help centre seed', () => {
  const rows = buildHelpArticles()

  it('gives every article and section a Russian text as well as the English one', () => {
    for (const row of rows) {
      for (const column of ['section_name', 'title', 'body'] as const) {
        expect(String(row[column]).trim(), `${String(row.slug)} ${column}`).not.toBe('')
        expect(String(row[`${column}_ru`]).trim(), `${String(row.slug)} ${column}_ru`).not.toBe('')
        expect(row[`${column}_ru`], `${String(row.slug)} ${column}_ru`).not.toBe(row[column])
      }
      expect(String(row.title_ru)).toMatch(/[а-яё]/i)
    }
  })

  it('has unique slugs, kept apart from the section slugs they share /help-center/{slug} with', () => {
    const slugs = rows.map((row) => row.slug)
    const sections = new Set(rows.map((row) => row.section_slug))
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(sections.has(slug)).toBe(false)
  })

  it('fills every section with at least three articles, numbered from 0 within it', () => {
    const bySection = Map.groupBy(rows, (row) => String(row.section_slug))
    expect([...bySection.keys()]).toEqual([
      'booking',
      'payment',
      'cancellation',
      'account',
      'for-organizers',
    ])
    for (const articles of bySection.values()) {
      expect(articles.length).toBeGreaterThanOrEqual(3)
      expect(articles.map((row) => row.position)).toEqual(articles.map((_, index) => index))
    }
  })
})
