import type { RangeLabelParams } from '@tourmarket/domain/pagination'
import { createTranslator, defaultLocale, globalMessagesInEnglish } from '@tourmarket/domain/i18n'
import { paginationWindow, rangeLabelParams } from '@tourmarket/domain/pagination'
import { renderAnchor } from '../breadcrumbs/render-link.tsx'
import type { RenderLink } from '../breadcrumbs/render-link.tsx'
import './pagination.css'

const english = createTranslator(defaultLocale, globalMessagesInEnglish)

export type PaginationProps = {
  /** The current page, from 1. */
  page: number
  totalPages: number
  /** Each page is a real link, so paging works without JavaScript and crawlers follow it. */
  hrefForPage: (page: number) => string
  renderLink?: RenderLink
  /** Shows '{rangeFrom}–{rangeTo} of {total}' (§9) when given. */
  range?: { perPage: number; total: number }
  formatRange?: (params: RangeLabelParams) => string
  label?: string
  /** §9 'Previous'. */
  previousLabel?: string
  /** §9 'Next'. */
  nextLabel?: string
  /** The accessible name of a page link; the visible text is the number. */
  pageLabel?: (page: number) => string
  className?: string
}

/** Page links in the §9 window: 7 buttons before the ellipsis, 3 trailing. */
export function Pagination({
  page,
  totalPages,
  hrefForPage,
  renderLink = renderAnchor,
  range,
  formatRange = (params) => english('pagination.range', params),
  label = 'Pagination',
  previousLabel = english('common.previous'),
  nextLabel = english('common.next'),
  pageLabel = (number) => `Page ${String(number)}`,
  className,
}: PaginationProps) {
  const items = paginationWindow(page, totalPages)
  if (items.length === 0) return null
  const lastPage = Math.floor(totalPages)
  // The same clamping paginationWindow applies, so the marked page is one of the buttons.
  const current = Math.min(Math.max(Math.trunc(page) || 1, 1), lastPage)

  const step = (target: number, text: string, rel: 'prev' | 'next') =>
    target < 1 || target > lastPage ? (
      <span className={`tm-pagination__step tm-pagination__step--${rel}`} aria-disabled="true">
        {text}
      </span>
    ) : (
      renderLink({
        href: hrefForPage(target),
        className: `tm-pagination__step tm-pagination__step--${rel}`,
        rel,
        children: text,
      })
    )

  return (
    <nav aria-label={label} className={['tm-pagination', className].filter(Boolean).join(' ')}>
      {range !== undefined && (
        <p className="tm-pagination__range">
          {formatRange(rangeLabelParams(current, range.perPage, range.total))}
        </p>
      )}
      <ul className="tm-pagination__list">
        <li className="tm-pagination__step-item">{step(current - 1, previousLabel, 'prev')}</li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li
              key={`ellipsis-${String(index)}`}
              className="tm-pagination__ellipsis"
              aria-hidden="true"
            >
              …
            </li>
          ) : (
            <li key={item}>
              {renderLink({
                href: hrefForPage(item),
                className: 'tm-pagination__page',
                'aria-label': pageLabel(item),
                ...(item === current ? { 'aria-current': 'page' as const } : {}),
                children: item,
              })}
            </li>
          ),
        )}
        <li className="tm-pagination__step-item tm-pagination__step-item--next">
          {step(current + 1, nextLabel, 'next')}
        </li>
      </ul>
    </nav>
  )
}
