import type { ApiClient } from '@tourmarket/api-client'
import type { Locale } from '@tourmarket/domain/i18n'
import {
  formatValidationMessage,
  validateForm,
  type FormSchema,
} from '@tourmarket/domain/validation'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { createServerApiClient } from '../api.server.ts'
import { shellRequestOf } from '../shell-context.server.ts'
import type { ShellRequest } from '../shell-request.server.ts'
import { sameSitePath } from '../same-site-path.ts'
import { forwardedForOf } from '../visitor-address.server.ts'

/**
 * A form posted natively — without JavaScript, or before the page hydrated and its script could
 * take it (issue 16) — that the storefront answers itself by making the same API call the page
 * would, then redirecting or showing the form again with the §5/§8 messages.
 */
export type FormPost = {
  readonly fields: FormData
  readonly shell: ShellRequest
  /** Calls the API as the visitor: their address for rate limits; the cookies it sets are kept. */
  readonly api: ApiClient
  /** A redirect (303: the browser then GETs it) to a path of this site, with the API's cookies and these. */
  readonly redirect: (location: string, cookies?: readonly string[]) => Response
}

/**
 * Reads a native form post. A post from another site is refused with 403: a page of this site
 * sends its own origin, and a login or a booking must not be made from someone else's page.
 */
export async function readFormPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<FormPost> {
  const origin = request.headers.get('Origin')
  if (origin !== null && origin !== new URL(request.url).origin) {
    throw data({ message: 'Forms are accepted from this site only.' }, { status: 403 })
  }
  const shell = shellRequestOf(context)
  const apiCookies: string[] = []
  const api = createServerApiClient(shell, {
    forwardedFor: forwardedForOf(context),
    onSetCookie: (cookie) => apiCookies.push(cookie),
  })
  return {
    fields: await request.formData(),
    shell,
    api,
    redirect: (location, cookies = []) => {
      const headers = new Headers()
      for (const cookie of [...apiCookies, ...cookies]) headers.append('Set-Cookie', cookie)
      return redirect(sameSitePath(location), { status: 303, headers })
    },
  }
}

/** A posted field as text; a missing field or a file is ''. */
export function postedText(fields: FormData, name: string): string {
  const value = fields.get(name)
  return typeof value === 'string' ? value : ''
}

/** The §5 messages of a posted form in the page language, or null when every field passes. */
export function validationErrors(
  schema: FormSchema,
  values: Readonly<Record<string, unknown>>,
  locale: Locale,
): Record<string, readonly string[]> | null {
  const validation = validateForm(schema, values)
  if (validation.valid) return null
  const errors: Record<string, readonly string[]> = {}
  for (const [name, messages] of Object.entries(validation.errors)) {
    if (messages.length > 0) {
      errors[name] = messages.map((message) => formatValidationMessage(message, locale))
    }
  }
  return errors
}

/**
 * A phone posted by the kit's phone input: the number as typed, joined to the dial code posted
 * beside it unless the number has its own (`+…`). The field's rules then normalise it.
 */
export function postedPhone(fields: FormData, name: string): string {
  const typed = postedText(fields, name).trim()
  const dialCode = postedText(fields, `${name}-dial-code`)
  return typed === '' || typed.startsWith('+') || dialCode === '' ? typed : `${dialCode} ${typed}`
}
