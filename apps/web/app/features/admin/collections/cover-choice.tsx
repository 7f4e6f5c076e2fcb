import type { AdminCollection } from '@tourmarket/contracts'
import { useId } from 'react'
import { useCollectionText } from './collections-text.ts'
import './collections.css'

/**
 * A console cover picked from tours' photos (collections, destinations): a radio per photo, the
 * current one checked (kept when it is none of them), the API's refusal under it.
 */
export function CoverChoice({
  cover: current,
  covers: offered,
  errors,
}: {
  cover: string | null
  covers: AdminCollection['covers']
  errors: Readonly<Record<string, readonly string[]>>
}) {
  const { text } = useCollectionText()
  const ids = useId()
  const error = errors['cover']?.join(' ')
  const covers = offered.filter(
    (cover, index, all) => all.findIndex((other) => other.key === cover.key) === index,
  )
  return (
    <fieldset
      className="admin-choices admin-field"
      {...(error === undefined ? {} : { 'aria-describedby': `${ids}-error` })}
    >
      <legend className="admin-field__label">{text('collection.cover')}</legend>
      {current === null ? (
        <label className="admin-choice">
          <input type="radio" name="cover" value="" defaultChecked />
          {text('collection.cover.keep')}
        </label>
      ) : null}
      {current !== null && !covers.some((cover) => cover.key === current) ? (
        <label className="admin-choice">
          <input type="radio" name="cover" value={current} defaultChecked />
          <img src={`/media/${current}/185x122`} alt="" width={96} height={63} loading="lazy" />
          {text('collection.cover.current')}
        </label>
      ) : null}
      {covers.map((cover) => (
        <label key={cover.key} className="admin-choice">
          <input
            type="radio"
            name="cover"
            value={cover.key}
            defaultChecked={cover.key === current}
          />
          <img
            src={cover.image.replace('{size}', '185x122')}
            alt=""
            width={96}
            height={63}
            loading="lazy"
          />
          {text('collection.cover.ofTour', { id: cover.tour_id })}
        </label>
      ))}
      {error === undefined ? null : (
        <p id={`${ids}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
