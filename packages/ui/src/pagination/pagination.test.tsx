import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Pagination } from './pagination.tsx'

const hrefForPage = (page: number) => `/italy?page=${String(page)}`

function visibleItems(): string[] {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem', { hidden: true })
    .map((item) => item.textContent)
}

describe('§9 pagination: 7 buttons before the ellipsis, 3 trailing', () => {
  it('shows pages 1–7, an ellipsis and the last 3 near the start', () => {
    render(<Pagination page={2} totalPages={20} hrefForPage={hrefForPage} />)
    expect(visibleItems()).toEqual([
      'Previous',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '…',
      '18',
      '19',
      '20',
      'Next',
    ])
  })

  it('a page out of range marks the nearest page', () => {
    render(<Pagination page={99} totalPages={20} hrefForPage={hrefForPage} />)
    expect(screen.getByRole('link', { name: 'Page 20' }).getAttribute('aria-current')).toBe('page')
  })

  it('page links are real hrefs, the current one marked', () => {
    render(<Pagination page={10} totalPages={20} hrefForPage={hrefForPage} />)
    const current = screen.getByRole('link', { name: 'Page 10' })
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(current.getAttribute('href')).toBe('/italy?page=10')
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/italy?page=9',
    )
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/italy?page=11')
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('rel')).toBe('prev')
  })

  it("'Previous' is not a link on the first page, 'Next' not on the last", () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} hrefForPage={hrefForPage} />)
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull()
    expect(screen.getByText('Previous').getAttribute('aria-disabled')).toBe('true')
    rerender(<Pagination page={3} totalPages={3} hrefForPage={hrefForPage} />)
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull()
  })

  it('is a named navigation landmark for one page or more, absent with no pages', () => {
    const { rerender } = render(<Pagination page={1} totalPages={1} hrefForPage={hrefForPage} />)
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeVisible()
    rerender(<Pagination page={1} totalPages={0} hrefForPage={hrefForPage} />)
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})

describe('§9 pagination range label {rangeFrom}–{rangeTo} of {total}', () => {
  it('shows the range of the current page', () => {
    render(
      <Pagination
        page={2}
        totalPages={3}
        hrefForPage={hrefForPage}
        range={{ perPage: 20, total: 45 }}
      />,
    )
    expect(screen.getByText('21–40 of 45')).toBeVisible()
  })

  it('takes translated labels', () => {
    render(
      <Pagination
        page={3}
        totalPages={3}
        hrefForPage={hrefForPage}
        range={{ perPage: 20, total: 45 }}
        formatRange={({ rangeFrom, rangeTo, total }) =>
          `${String(rangeFrom)}–${String(rangeTo)} из ${String(total)}`
        }
        previousLabel="Назад"
        label="Страницы"
      />,
    )
    expect(screen.getByText('41–45 из 45')).toBeVisible()
    expect(screen.getByRole('navigation', { name: 'Страницы' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Назад' })).toBeVisible()
  })
})
