import { errorBodySchema } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'
import { testDatabases } from './databases.ts'
import { useSiteTestHarness } from './factories-site.ts'

// Issue 41: a refused request names each field in §5's words, never zod's ("Invalid input:
// expected number, received NaN", "Too big: expected string to have <=100 characters").
describe.each(testDatabases)('§5 validation messages of the API on $name', (target) => {
  const harness = useSiteTestHarness(target)

  async function refusal(request: {
    method: 'GET' | 'POST'
    url: string
    body?: Record<string, unknown>
    language?: string
  }) {
    const response = await harness.app().inject({
      method: request.method,
      url: request.url,
      headers: request.language === undefined ? {} : { 'x-language': request.language },
      ...(request.body === undefined ? {} : { payload: request.body }),
    })
    expect(response.statusCode).toBe(400)
    const body = errorBodySchema.parse(response.json())
    expect(body).toMatchObject({ code: 'validation_failed', message: 'Validation failed.' })
    return body.errors
  }

  it("says 'Required field.' for a missing field and for an empty body", async () => {
    expect(await refusal({ method: 'POST', url: '/spa/submit-help-request', body: {} })).toEqual({
      kind: ['Required field.'],
    })
    const response = await harness.app().inject({
      method: 'POST',
      url: '/spa/submit-help-request',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    })
    expect(errorBodySchema.parse(response.json()).errors).toEqual({ body: ['Required field.'] })
  })

  it('gives the bounds of a long field and of a number, and Incorrect value for a wrong type', async () => {
    const errors = await refusal({
      method: 'POST',
      url: '/spa/submit-help-request',
      body: { kind: 'question', phone: '1'.repeat(101), organizer_id: 0, tour_id: 'seven' },
    })
    expect(errors).toEqual({
      phone: ['Maximum 100 characters.'],
      organizer_id: ['Minimum 1.'],
      tour_id: ['Incorrect value'],
    })
  })

  it("says 'Incorrect value' for a number that is not one (NaN)", async () => {
    expect(await refusal({ method: 'GET', url: '/spa/contacts?city_id=abc' })).toEqual({
      city_id: ['Incorrect value'],
    })
  })

  it('answers a Russian request in Russian, the contract’s own §5 texts too', async () => {
    const errors = await refusal({
      method: 'POST',
      url: '/spa/submit-help-request',
      language: 'ru',
      body: { phone: '1'.repeat(101), message: 'm'.repeat(20_001), organizer_id: 0 },
    })
    expect(errors).toEqual({
      kind: ['Обязательное поле.'],
      phone: ['Максимум 100 символов.'],
      message: ['Максимум 20000 символов.'],
      organizer_id: ['Минимум 1.'],
    })
    expect(
      await refusal({ method: 'GET', url: '/spa/contacts?city_id=abc', language: 'ru' }),
    ).toEqual({ city_id: ['Некорректное значение'] })
  })
})
