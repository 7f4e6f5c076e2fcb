import { COMPARE_MAX, compareIdsWithout, type DepartureGuarantee } from '@tourmarket/domain/compare'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CancellationPolicySummary } from '../../components/cancellation-policy/cancellation-policy.tsx'
import { formatCardDate, tourHref } from '../../components/tour-card/tour-card.tsx'
import { useI18n } from '../../i18n/i18n-context.tsx'
import type { CompareColumn, CompareLoaderData } from './compare-data.ts'
import { compareHref, useCompareText } from '../../components/compare/compare-text.ts'
import './compare.css'

/** How many of the next three months' dates a column names; the rest are counted. */
const DATES_SHOWN = 3

type Text = ReturnType<typeof useCompareText>

function guaranteeText(text: Text['text'], guarantee: DepartureGuarantee): string {
  switch (guarantee.kind) {
    case 'all':
      return text('compare.guarantee.all')
    case 'some':
      return text('compare.guarantee.some', {
        guaranteed: guarantee.guaranteed,
        total: guarantee.total,
      })
    case 'none':
      return text('compare.guarantee.none')
    case 'none-dated':
      return text('compare.guarantee.noneDated')
  }
}

function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="compare-page">
      <section className="compare-page__problem" aria-labelledby="compare-problem-title">
        <h1 id="compare-problem-title" className="compare-page__title">
          {title}
        </h1>
        {children}
      </section>
    </main>
  )
}

function WhereToGo({ text, path }: Pick<Text, 'text' | 'path'>) {
  return (
    <p className="compare-page__actions">
      <Link to={path('/favorites')} className="button">
        {text('compare.favouritesLink')}
      </Link>
      <Link to={path('/')}>{text('compare.searchLink')}</Link>
    </p>
  )
}

/** Issue 44 item 3: the comparison table, or a page saying why there is none and what to do. */
export function ComparePage({ data }: { data: CompareLoaderData }) {
  const { text, path } = useCompareText()
  switch (data.kind) {
    case 'too-few':
      return (
        <Problem title={text('compare.problem.tooFewTitle')}>
          <p>{text('compare.problem.tooFewText')}</p>
          <WhereToGo text={text} path={path} />
        </Problem>
      )
    case 'too-many':
      return (
        <Problem title={text('compare.problem.tooManyTitle')}>
          <p>{text('compare.problem.tooManyText', { count: data.ids.length })}</p>
          <p className="compare-page__actions">
            <Link to={compareHref(path, data.ids.slice(0, COMPARE_MAX))} className="button">
              {text('compare.problem.compareRest', { count: COMPARE_MAX })}
            </Link>
            <Link to={path('/favorites')}>{text('compare.favouritesLink')}</Link>
          </p>
        </Problem>
      )
    case 'invalid':
      return (
        <Problem title={text('compare.problem.invalidTitle')}>
          <p>{text('compare.problem.invalidText')}</p>
          <WhereToGo text={text} path={path} />
        </Problem>
      )
    case 'unknown':
      return (
        <Problem title={text('compare.problem.unknownTitle')}>
          <p>{text('compare.problem.unknownText', { ids: data.missing.join(', ') })}</p>
          {data.found.length >= 2 ? (
            <p className="compare-page__actions">
              <Link to={compareHref(path, data.found)} className="button">
                {text('compare.problem.compareRest', { count: data.found.length })}
              </Link>
              <Link to={path('/favorites')}>{text('compare.favouritesLink')}</Link>
            </p>
          ) : (
            <WhereToGo text={text} path={path} />
          )}
        </Problem>
      )
    case 'ok':
      return <CompareTable ids={data.ids} columns={data.columns} />
  }
}

function CompareTable({
  ids,
  columns,
}: {
  ids: readonly number[]
  columns: readonly CompareColumn[]
}) {
  const { text, path, locale } = useCompareText()
  const { formatMoney } = useI18n()
  const money = (column: CompareColumn, amountMinor: number) =>
    formatMoney({ amountMinor, currency: column.currency as BrandCurrency })
  const rows: { key: string; label: string; cell: (column: CompareColumn) => ReactNode }[] = [
    {
      key: 'days',
      label: text('compare.row.days'),
      cell: (c) => text('compare.days', { count: c.days }),
    },
    {
      key: 'price',
      label: text('compare.row.pricePerDay'),
      cell: (c) =>
        c.pricePerDay === null || c.priceFrom === null ? (
          text('compare.onRequest')
        ) : (
          <>
            <strong>{text('compare.perDay', { price: money(c, c.pricePerDay) })}</strong>
            <span className="compare-table__note">
              {text('compare.priceFrom', { price: money(c, c.priceFrom) })}
            </span>
          </>
        ),
    },
    {
      key: 'dates',
      label: text('compare.row.dates'),
      cell: (c) =>
        c.datesAhead.length === 0 ? (
          text('compare.noDates')
        ) : (
          <>
            <strong>{text('compare.datesCount', { count: c.datesAhead.length })}</strong>
            <span className="compare-table__note">
              {c.datesAhead
                .slice(0, DATES_SHOWN)
                .map((start) => formatCardDate(start, locale))
                .join(' · ')}
              {c.datesAhead.length > DATES_SHOWN
                ? ` ${text('compare.moreDates', { count: c.datesAhead.length - DATES_SHOWN })}`
                : ''}
            </span>
          </>
        ),
    },
    { key: 'difficulty', label: text('compare.row.difficulty'), cell: (c) => c.difficulty },
    { key: 'comfort', label: text('compare.row.comfort'), cell: (c) => c.comfort },
    {
      key: 'group',
      label: text('compare.row.groupSize'),
      cell: (c) =>
        c.groupSize.min > 1 && c.groupSize.min < c.groupSize.max
          ? text('compare.groupSize', { min: c.groupSize.min, max: c.groupSize.max })
          : text('compare.groupSizeUpTo', { max: c.groupSize.max }),
    },
    {
      key: 'accommodation',
      label: text('compare.row.accommodation'),
      cell: (c) =>
        c.accommodation.length === 0 ? text('compare.notStated') : c.accommodation.join(', '),
    },
    {
      key: 'guarantee',
      label: text('compare.row.guarantee'),
      cell: (c) => guaranteeText(text, c.guarantee),
    },
    {
      key: 'rating',
      label: text('compare.row.rating'),
      cell: (c) =>
        c.rating === null ? (
          text('compare.noReviews')
        ) : (
          <>
            <strong>{text('compare.rating', { rating: c.rating.toFixed(1) })}</strong>
            <span className="compare-table__note">
              {text('compare.reviews', { count: c.reviewsCount })}
            </span>
          </>
        ),
    },
    {
      key: 'cancellation',
      label: text('compare.row.cancellation'),
      cell: (c) => <CancellationPolicySummary policy={c.cancellationPolicy} />,
    },
  ]
  return (
    <main className="compare-page">
      <header className="compare-page__header">
        <h1 className="compare-page__title" id="compare-title">
          {text('compare.title')}
        </h1>
        <p className="compare-page__count">{text('compare.count', { count: columns.length })}</p>
        <p className="compare-page__share">{text('compare.share')}</p>
      </header>
      {/* Scrolls sideways on a phone, the row headers kept in view; its links take the focus. */}
      <div className="compare-table__scroller" role="region" aria-labelledby="compare-title">
        <table className="compare-table">
          <caption className="compare-table__caption">{text('compare.tableLabel')}</caption>
          <thead>
            <tr>
              <td className="compare-table__corner" />
              {columns.map((column) => (
                <th key={column.id} scope="col" className="compare-table__tour">
                  <Link to={tourHref(column.slug, locale)} className="compare-table__title">
                    {column.title}
                  </Link>
                  <Link
                    to={compareHref(path, compareIdsWithout(ids, column.id))}
                    className="compare-table__remove"
                    aria-label={text('compare.removeLabel', { title: column.title })}
                  >
                    {text('compare.remove')}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {columns.map((column) => (
                  <td key={column.id}>{row.cell(column)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  )
}
