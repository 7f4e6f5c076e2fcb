import { normalizeEmail, normalizePhone } from '@tourmarket/domain/accounts'
import { z } from 'zod'

const required = { error: 'Required field.' }

/** §5 e-mail of a person to write to (a booking's contact, a program's recipient), normalised. */
export const contactEmailSchema = z
  .string(required)
  .trim()
  .min(1, required)
  .max(320, { error: 'Maximum 320 characters.' })
  .pipe(z.email({ error: 'Please enter a valid e-mail.' }))
  .transform(normalizeEmail)

/** §5 phone: + and at least 9 digits; spaces, dashes and brackets are dropped. */
export const contactPhoneSchema = z
  .string(required)
  .max(32, { error: 'Please enter a valid phone number' })
  .transform((value, context) => {
    const phone = normalizePhone(value)
    if (phone === null) {
      context.addIssue({ code: 'custom', message: 'Please enter a valid phone number' })
      return z.NEVER
    }
    return phone
  })
