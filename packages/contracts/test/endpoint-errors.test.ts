import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineEndpoint } from '../src/endpoint.ts'

const lookup = { method: 'GET', path: '/tour', summary: 'A tour', response: z.object({}) } as const

describe("an endpoint's error codes", () => {
  it('compile only as codes of the table, each under its own status', () => {
    const declared = defineEndpoint({ ...lookup, errors: { 404: ['tour_not_found'] } })
    // @ts-expect-error a code the table (error-codes.ts) does not have
    defineEndpoint({ ...lookup, errors: { 404: ['no_such_tour'] } })
    // @ts-expect-error tour_not_found answers 404, not 409
    defineEndpoint({ ...lookup, errors: { 409: ['tour_not_found'] } })
    expect(declared.errors[404]).toEqual(['tour_not_found'])
  })
})
