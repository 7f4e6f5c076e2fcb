import { describe, expect, it } from 'vitest'
import { isDefaultReviewsView, reviewsViewOf, reviewsViewSearch } from './tour-reviews-view.ts'

describe('reviewsViewOf', () => {
  it('reads the sort and the language from the address', () => {
    expect(reviewsViewOf(new URLSearchParams('reviews_sort=lowest&reviews_language=ru'))).toEqual({
      sort: 'lowest',
      language: 'ru',
    })
  })

  it('falls back to newest in every language for a missing or unknown value', () => {
    expect(reviewsViewOf(new URLSearchParams(''))).toEqual({ sort: 'newest', language: null })
    expect(reviewsViewOf(new URLSearchParams('reviews_sort=best&reviews_language=de'))).toEqual({
      sort: 'newest',
      language: null,
    })
  })
})

describe('reviewsViewSearch', () => {
  it('keeps the other parameters and leaves the default view out', () => {
    const current = new URLSearchParams('question=7&reviews_sort=highest')
    expect(reviewsViewSearch(current, { sort: 'newest', language: null })).toBe('?question=7')
    expect(reviewsViewSearch(current, { sort: 'lowest', language: 'en' })).toBe(
      '?question=7&reviews_sort=lowest&reviews_language=en',
    )
    expect(reviewsViewSearch(new URLSearchParams(), { sort: 'newest', language: null })).toBe('')
  })
})

describe('isDefaultReviewsView', () => {
  it('is the view a plain tour page shows', () => {
    expect(isDefaultReviewsView({ sort: 'newest', language: null })).toBe(true)
    expect(isDefaultReviewsView({ sort: 'newest', language: 'ru' })).toBe(false)
  })
})
