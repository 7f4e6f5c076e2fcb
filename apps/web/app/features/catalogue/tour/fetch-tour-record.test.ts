import { ApiBadRequestError, type ApiClient } from '@tourmarket/api-client'
import { type TourPage as TourPageRecord } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { fetchTourRecord, IllegalRedirectError } from './fetch-tour-record.ts'

function clientAnswering(answer: () => Promise<unknown>): ApiClient {
  const unused = () => Promise.reject(new Error('not called'))
  return { get: answer, post: unused, put: unused, patch: unused, delete: unused } as ApiClient
}

function apiFailure(status: number) {
  return () =>
    Promise.reject(
      new ApiBadRequestError({ request: { method: 'GET', path: '/spa/tour' }, status, body: {} }),
    )
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe('§2 tour page by slug', () => {
  it('§8 410: every date passed is passed on as a thrown 410 response', async () => {
    const thrown = await thrownBy(
      fetchTourRecord(clientAnswering(apiFailure(410)), 'old-tour-1', 'en-US'),
    )
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(410)
  })

  it('§8 404: an unknown slug is passed on as a thrown 404 response', async () => {
    const thrown = await thrownBy(
      fetchTourRecord(clientAnswering(apiFailure(404)), 'nope-1', 'en-US'),
    )
    expect((thrown as Response).status).toBe(404)
  })

  it('§8 other API failures reach the error screen as they are', async () => {
    const thrown = await thrownBy(
      fetchTourRecord(clientAnswering(apiFailure(422)), 'tour-1', 'en-US'),
    )
    expect(thrown).toBeInstanceOf(ApiBadRequestError)
  })

  it('§5 an old slug redirects permanently to the tour’s address', async () => {
    const api = clientAnswering(() =>
      Promise.resolve({ redirect: { slug: 'new-name-7', url: '/new-name-7' } }),
    )
    const thrown = await thrownBy(fetchTourRecord(api, 'old-name-7', 'en-US'))
    expect((thrown as Response).status).toBe(301)
    expect((thrown as Response).headers.get('Location')).toBe('/new-name-7')
    const russian = await thrownBy(fetchTourRecord(api, 'old-name-7', 'ru'))
    expect((russian as Response).headers.get('Location')).toBe('/ru/new-name-7')
  })

  it('§5 a redirect that is not a tour rename is an Illegal redirect, not followed', async () => {
    for (const redirect of [
      { slug: 'collections', url: '/collections' },
      { slug: 'new-name-7', url: '/login' },
      { slug: 'new-name-7', url: 'https://elsewhere.example/new-name-7' },
      { slug: 'old-name-7', url: '/old-name-7' },
    ]) {
      const api = clientAnswering(() => Promise.resolve({ redirect }))
      const thrown = await thrownBy(fetchTourRecord(api, 'old-name-7', 'en-US'))
      expect(thrown).toBeInstanceOf(IllegalRedirectError)
      expect((thrown as Error).message).toBe('Illegal redirect')
      expect((thrown as IllegalRedirectError).target).toBe(redirect.url)
    }
  })

  it('§5 an HTTP redirect from the API is not followed: Illegal redirect', async () => {
    const thrown = await thrownBy(
      fetchTourRecord(clientAnswering(apiFailure(302)), 'tour-7', 'en-US'),
    )
    expect(thrown).toBeInstanceOf(IllegalRedirectError)
    expect((thrown as Error).message).toBe('Illegal redirect')
  })

  it('§7 asks for the program and the first reviews, and returns the tour', async () => {
    const tour = { id: 7, slug: 'tour-7' } as TourPageRecord
    const asked: unknown[] = []
    const api = clientAnswering((...args: unknown[]) => {
      asked.push(args)
      return Promise.resolve(tour)
    })
    await expect(fetchTourRecord(api, 'tour-7', 'en-US')).resolves.toBe(tour)
    expect(asked[0]).toMatchObject([
      '/spa/tour',
      {
        query: { slug: 'tour-7', expand_program: true, expand_reviews: true },
        redirect: 'manual',
      },
    ])
  })
})
