import { COMPARE_MIN } from '@tourmarket/domain/compare'
import { useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { useCompareList } from './compare-list-store.ts'
import { compareHref, useCompareText } from './compare-text.ts'
import './compare-toggle.css'

const noSubscription = () => () => undefined

/**
 * Issue 44 item 3, on the tour page: "Add to compare" keeps the tour on the device's compare list
 * (local storage, no account); with two or more chosen, a link opens the comparison. It needs a
 * script to keep the list, so it appears once the page is hydrated (its place kept till then).
 */
export function CompareToggle({ tourId }: { tourId: number }) {
  const { text, path } = useCompareText()
  const { ids, toggle } = useCompareList()
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  // Its place is kept before hydration, so the page does not move when it appears.
  if (!hydrated) return <div className="compare-toggle" aria-hidden="true" />
  const chosen = ids.includes(tourId)
  return (
    <div className="compare-toggle">
      <button
        type="button"
        className="compare-toggle__button"
        aria-pressed={chosen}
        onClick={() => toggle(tourId)}
      >
        {chosen ? text('compare.added') : text('compare.add')}
      </button>
      {ids.length >= COMPARE_MIN ? (
        <Link to={compareHref(path, ids)} className="compare-toggle__open">
          {text('compare.open', { count: ids.length })}
        </Link>
      ) : chosen ? (
        <span className="compare-toggle__hint">{text('compare.chooseMore')}</span>
      ) : null}
    </div>
  )
}
