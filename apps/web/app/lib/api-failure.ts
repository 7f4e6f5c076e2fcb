import { isApiHttpError } from '@tourmarket/api-client/client'

/** What a failed call shows: messages under the fields it names, and a message for the form. */
export type ApiFailure = {
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>
  readonly message: string | null
}

function bodyMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null
  return typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null
}

/**
 * The 503s whose message is §8's own words for the person (the SMS or mail provider down, or its
 * budget spent), said where they asked; any other 5xx message may be internals.
 */
const outagesSaidToPeople: ReadonlySet<string> = new Set(['sms_unavailable', 'mail_unavailable'])

/**
 * §8 an API refusal as the form shows it: the body's field errors go under the fields the form
 * has (the API names them as the form does), everything else becomes the form's message — the
 * body's message in the page language (the API reads X-Language), or `fallback` when the call
 * got no answer or an answer without words.
 */
export function apiFailure(
  error: unknown,
  formFields: readonly string[],
  fallback: string,
): ApiFailure {
  if (!isApiHttpError(error)) return { fieldErrors: {}, message: fallback }
  const fieldErrors: Record<string, readonly string[]> = {}
  const elsewhere: string[] = []
  for (const [field, messages] of Object.entries(error.errors)) {
    if (formFields.includes(field)) fieldErrors[field] = messages
    else elsewhere.push(...messages)
  }
  const hasFieldErrors = Object.keys(fieldErrors).length > 0
  const message = elsewhere[0] ?? (hasFieldErrors ? null : (bodyMessage(error.body) ?? fallback))
  const saidToPeople = error.code !== undefined && outagesSaidToPeople.has(error.code)
  return { fieldErrors, message: error.status >= 500 && !saidToPeople ? fallback : message }
}

/** The part of a form (useForm's controller) that shows errors that came from the API. */
type FormShowingErrors = {
  readonly setErrors: (errors: Readonly<Record<string, readonly string[]>>) => void
}

/**
 * A failed call shown on its form (§8): the field errors go under the form's fields, and the
 * form's message is returned for the page to show (null when the fields say it all).
 */
export function showApiFailure(
  form: FormShowingErrors,
  error: unknown,
  formFields: readonly string[],
  fallback: string,
): string | null {
  const failure = apiFailure(error, formFields, fallback)
  form.setErrors(failure.fieldErrors)
  return failure.message
}

/** §8 a failed call as one message, where no field can show the API's field errors. */
export function apiFailureMessage(error: unknown, fallback: string): string {
  // With no form fields every field error becomes the message, so apiFailure always has one.
  return apiFailure(error, [], fallback).message ?? fallback
}
