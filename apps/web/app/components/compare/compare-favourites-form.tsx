import { COMPARE_MIN } from '@tourmarket/domain/compare'
import { useCompareText } from './compare-text.ts'
import './compare-form.css'

/**
 * Issue 44 item 3, on the favourites page: tick two to four tours and press "Compare". A plain GET
 * form to /compare (`?ids=1&ids=2`, which the page turns into `?ids=1,2`), so it needs no script.
 */
export function CompareFavouritesForm({
  tours,
}: {
  tours: readonly { readonly id: number; readonly title: string }[]
}) {
  const { text, path } = useCompareText()
  if (tours.length < COMPARE_MIN) return null
  return (
    <form method="get" action={path('/compare')} className="compare-form">
      <fieldset className="compare-form__fieldset">
        <legend className="compare-form__title">{text('compare.form.title')}</legend>
        <p className="compare-form__hint">{text('compare.form.hint')}</p>
        <ul className="compare-form__list">
          {tours.map((tour) => (
            <li key={tour.id}>
              <label className="compare-form__choice">
                <input type="checkbox" name="ids" value={tour.id} />
                <span>{tour.title}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" className="button">
        {text('compare.form.submit')}
      </button>
    </form>
  )
}
