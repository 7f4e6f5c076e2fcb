import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contractMessage, parseWithMessages, requestFieldErrors } from './request-validation.ts'

/** Field → messages for a value the schema refuses, as a request in `language` reads them. */
function refusal(schema: z.ZodType, value: unknown, language: 'en-US' | 'ru' = 'en-US') {
  const result = parseWithMessages(schema, value)
  if (result.success) throw new Error('The value was accepted')
  return requestFieldErrors(result.issues, 'body', language)
}

const form = z.object({
  name: z.string().min(2).max(5),
  count: z.number().int().min(1).max(10),
  email: z.email().optional(),
  site: z.url().optional(),
  kind: z.enum(['a', 'b']).optional(),
})
const valid = { name: 'Anna', count: 3 }

describe('§5 validation messages for zod issues', () => {
  it("says 'Required field.' for a missing, null or blank field, and for no body at all", () => {
    expect(refusal(form, {})).toEqual({ name: ['Required field.'], count: ['Required field.'] })
    expect(refusal(form, { name: null, count: 3 })).toEqual({ name: ['Required field.'] })
    expect(refusal(form, { name: ' ', count: 3 })).toEqual({ name: ['Required field.'] })
    expect(refusal(form, { name: '', count: 3 })).toEqual({ name: ['Required field.'] })
    expect(refusal(form, null)).toEqual({ body: ['Required field.'] })
  })

  it('gives the length bounds of text and the value bounds of numbers', () => {
    expect(refusal(form, { name: 'A', count: 0 })).toEqual({
      name: ['Minimum 2 characters.'],
      count: ['Minimum 1.'],
    })
    expect(refusal(form, { name: 'Annabel', count: 11 })).toEqual({
      name: ['Maximum 5 characters.'],
      count: ['Maximum 10.'],
    })
  })

  it("says 'Incorrect value' for a wrong type, NaN, a fraction or an unknown choice", () => {
    expect(refusal(form, { name: 42, count: Number.NaN })).toEqual({
      name: ['Incorrect value'],
      count: ['Incorrect value'],
    })
    expect(refusal(form, { ...valid, count: 1.5, kind: 'c' })).toEqual({
      count: ['Incorrect value'],
      kind: ['Incorrect value'],
    })
    expect(refusal(z.object({ page: z.coerce.number() }), { page: 'two' })).toEqual({
      page: ['Incorrect value'],
    })
    expect(refusal(z.object({ id: z.number().positive() }), { id: -1 })).toEqual({
      id: ['Incorrect value'],
    })
  })

  it('has the e-mail and url texts, and names nested fields with dots', () => {
    expect(refusal(form, { ...valid, email: 'nobody', site: 'nowhere' })).toEqual({
      email: ['Please enter a valid e-mail.'],
      site: ['Incorrect url'],
    })
    const list = z.object({ tourists: z.array(z.object({ email: z.email() })) })
    expect(refusal(list, { tourists: [{ email: 'a@b.co' }, { email: 'x' }] })).toEqual({
      'tourists.1.email': ['Please enter a valid e-mail.'],
    })
  })

  it('keeps a message the contract wrote; one worded as a §5 rule is that rule', () => {
    const schema = z.object({
      date: z.string().regex(/^\d{4}$/, { error: 'Expected yyyy.' }),
      comment: z.string().max(3, { error: 'Maximum 3 characters.' }),
    })
    expect(refusal(schema, { date: 'x', comment: 'long' })).toEqual({
      date: ['Expected yyyy.'],
      comment: ['Maximum 3 characters.'],
    })
    expect(contractMessage('Minimum 2.')).toEqual({
      key: 'validation.minValue',
      params: { min: 2 },
    })
    expect(contractMessage('Maximum 3 tourists.')).toEqual({ text: 'Maximum 3 tourists.' })
  })

  it('answers a Russian request in Russian, with the plural the number takes', () => {
    expect(refusal(form, { name: 'Annabel' }, 'ru')).toEqual({
      name: ['Максимум 5 символов.'],
      count: ['Обязательное поле.'],
    })
    const schema = z.object({ comment: z.string().max(3, { error: 'Maximum 3 characters.' }) })
    expect(refusal(schema, { comment: 'long' }, 'ru')).toEqual({ comment: ['Максимум 3 символа.'] })
    expect(refusal(form, { ...valid, count: 'x' }, 'ru')).toEqual({
      count: ['Некорректное значение'],
    })
  })

  it('passes a valid value through, parsed', () => {
    expect(parseWithMessages(form, { ...valid, extra: 1 })).toEqual({ success: true, data: valid })
  })
})
