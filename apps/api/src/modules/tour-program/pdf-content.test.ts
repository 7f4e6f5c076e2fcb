import type { TourPage } from '@tourmarket/contracts'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { htmlToParagraphs, programPdfContent, programPdfFileName } from './pdf-content.ts'
import { renderProgramPdf } from './pdf-render.ts'

/** The parts of the tour page the PDF reads; the rest of the page is not its business. */
function tourPage(overrides: Partial<TourPage> = {}): TourPage {
  const page = {
    id: 7,
    slug: 'altai-trek-7',
    url: '/altai-trek-7',
    title: 'Altai trek',
    summary: 'Lakes, passes and a night under the stars.',
    duration_days: 3,
    group_size: { min: 2, max: 10 },
    min_age: 12,
    difficulty: { id: 2, label: 'Moderate' },
    comfort: { id: 'medium', label: 'Medium' },
    accommodation: [{ id: 'tent', label: 'Tent' }],
    languages: [{ id: 1, name: 'English' }],
    start_city: { id: 1, name: 'Gorno-Altaysk' },
    region: { id: 2, name: 'Altai Republic' },
    country: { id: 3, name: 'Russia', iso_code: 'RU' },
    route: [
      { id: 1, name: 'Gorno-Altaysk' },
      { id: 4, name: 'Lake Teletskoye' },
    ],
    organizer: { name: 'Altai Guides', rating: 4.86, reviews_count: 31 },
    program: {
      id: 1,
      tour_id: 7,
      name: 'Main',
      is_default: true,
      days: [
        {
          day_number: 1,
          title: 'To the lake',
          description: '<p>Drive &amp; hike.</p><ul><li>Lunch</li><li>Camp</li></ul>',
          image: null,
        },
      ],
    },
    dates: [
      {
        start: '2027-06-10',
        end: '2027-06-12',
        price: 90_000,
        price_without_discount: 100_000,
        is_discount_exist: true,
        is_busy: false,
        number_of_free_seats: 4,
        not_guaranteed: true,
      },
      {
        start: '2027-12-30',
        end: '2028-01-01',
        price: 100_000,
        price_without_discount: 100_000,
        is_discount_exist: false,
        is_busy: true,
        number_of_free_seats: 0,
        not_guaranteed: false,
      },
    ],
    is_on_request: false,
    ...overrides,
  }
  return page as unknown as TourPage
}

const context = {
  language: 'en-US',
  currency: 'EUR',
  today: '2026-11-27',
  pageUrl: 'https://tourmarket.test/altai-trek-7',
} as const

describe('program PDF content', () => {
  it('turns the organizer’s HTML into paragraphs of text, lists bulleted, entities decoded', () => {
    expect(
      htmlToParagraphs('<p>Drive &amp; hike.</p><ul><li>Lunch</li><li>Camp</li></ul>'),
    ).toEqual(['Drive & hike.', '• Lunch', '• Camp'])
    expect(
      htmlToParagraphs('<p>  one<br>two&nbsp;&nbsp;words &#8212; &laquo;x&raquo;</p>'),
    ).toEqual(['one', 'two words — «x»'])
    expect(htmlToParagraphs('')).toEqual([])
  })

  it('names the file after the slug, in ASCII safe for a Content-Disposition header', () => {
    expect(programPdfFileName('altai-trek-7')).toBe('altai-trek-7-program.pdf')
    expect(programPdfFileName('Алтай "x"; y-7')).toBe('x-y-7-program.pdf')
    expect(programPdfFileName('Алтай')).toBe('tour-program.pdf')
  })

  it('words the facts, days and dates, prices in the chosen currency with the old price', () => {
    const content = programPdfContent(tourPage(), context)
    expect(content.place).toBe('Gorno-Altaysk, Altai Republic, Russia')
    expect(content.facts).toEqual(
      expect.arrayContaining([
        { label: 'Duration', value: '3 days' },
        { label: 'Route', value: 'Gorno-Altaysk → Lake Teletskoye' },
        { label: 'Group size', value: '2–10 people' },
        { label: 'Age', value: 'from 12' },
      ]),
    )
    expect(content.days).toEqual([
      {
        heading: 'Day 1',
        title: 'To the lake',
        paragraphs: ['Drive & hike.', '• Lunch', '• Camp'],
      },
    ])
    expect(content.dates).toEqual([
      {
        when: 'June 10 – June 12, 2027',
        price: '€900',
        oldPrice: '€1,000',
        note: '4 seats left · Departure not yet guaranteed',
        available: true,
      },
      {
        when: 'December 30, 2027 – January 1, 2028',
        price: '€1,000',
        oldPrice: null,
        note: 'Sold out',
        available: false,
      },
    ])
    expect(content.organizer).toEqual({ name: 'Altai Guides', line: 'Rating 4.9 · 31 reviews' })
    expect(content.pricesNote).toContain('EUR as of November 27, 2026')
  })

  it('speaks Russian, with Russian number format for roubles', () => {
    const content = programPdfContent(tourPage(), { ...context, language: 'ru', currency: 'RUB' })
    expect(content.facts[0]).toEqual({ label: 'Продолжительность', value: '3 дня' })
    expect(content.days[0]?.heading).toBe('День 1')
    expect(content.dates[0]?.price).toBe('900\u00a0₽')
    expect(content.dates[0]?.when).toBe('10 июня – 12 июня 2027 г.')
  })

  it('says why there are no dates or days instead of leaving the sections empty', () => {
    const content = programPdfContent(
      tourPage({ dates: [], program: null, is_on_request: true }),
      context,
    )
    expect(content.days).toEqual([])
    expect(content.noDates).toBe('This tour runs on request.')
    expect(content.noProgram).toContain('not published')
  })
})

describe('program PDF rendering', () => {
  it('breaks a long program over pages and numbers every page', async () => {
    const days = Array.from({ length: 12 }, (_, index) => ({
      day_number: index + 1,
      title: `Stage ${index + 1}`,
      description: `<p>${'A long day on the trail. '.repeat(20)}</p>`,
      image: null,
    }))
    const content = programPdfContent(
      tourPage({ program: { id: 1, tour_id: 7, name: 'Main', is_default: true, days } }),
      context,
    )
    const pdf = await renderProgramPdf({ content, cover: null, brandName: 'Tourmarket' })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const document = await getDocumentProxy(new Uint8Array(pdf))
    expect(document.numPages).toBeGreaterThan(2)
    const { text } = await extractText(document, { mergePages: true })
    expect(text).toContain('Stage 12')
    expect(text).toContain(`Page ${document.numPages} of ${document.numPages}`)
  })
})
