import { Pagination, type PaginationProps } from '@tourmarket/ui'
import { useI18n } from '../i18n/i18n-context.tsx'
import { renderRouterLink } from './router-link.tsx'

/**
 * The kit's §9 pagination in the page language: the range '{rangeFrom}–{rangeTo} of {total}',
 * Previous and Next from the shell's words, and page links that are router links.
 */
export function SitePagination(
  props: Omit<PaginationProps, 'renderLink' | 'formatRange' | 'previousLabel' | 'nextLabel'>,
) {
  const { t, formatNumber } = useI18n()
  return (
    <Pagination
      {...props}
      renderLink={renderRouterLink}
      formatRange={(params) =>
        t('pagination.range', {
          rangeFrom: formatNumber(params.rangeFrom),
          rangeTo: formatNumber(params.rangeTo),
          total: formatNumber(params.total),
        })
      }
      previousLabel={t('pagination.prev')}
      nextLabel={t('pagination.next')}
    />
  )
}
