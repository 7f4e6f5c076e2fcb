import { SitePagination } from './site-pagination.tsx'

/** Where a page of a work list sits in the whole (a paged answer's `meta`). */
type ListPlace = {
  readonly page: number
  readonly per_page: number
  readonly total: number
  readonly total_pages: number
}

/**
 * The page links of a list in the organizer office or the operator console, shown only when the
 * list has more than one page.
 */
export function ListPagination({
  meta,
  hrefForPage,
  pageLabel,
}: {
  meta: ListPlace
  hrefForPage: (page: number) => string
  pageLabel: (page: number) => string
}) {
  if (meta.total_pages <= 1) return null
  return (
    <SitePagination
      page={meta.page}
      totalPages={meta.total_pages}
      range={{ perPage: meta.per_page, total: meta.total }}
      hrefForPage={hrefForPage}
      pageLabel={pageLabel}
    />
  )
}
