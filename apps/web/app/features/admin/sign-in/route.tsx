import { useId } from 'react'
import { Form } from 'react-router'
import type { ApiFailure } from '../../../lib/api-failure.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { ADMIN_PAGE_HEADERS } from '../shell/admin-loader.server.ts'
import { AdminRestoring } from '../shell/admin-states.tsx'
import { adminWords, useAdminText } from '../shell/admin-text.ts'
import { adminSignInAction, loadAdminSignIn } from './admin-sign-in.server.ts'
import type { Route } from './+types/route.ts'
import '../shell/admin.css'

export const loader = ({ context, request }: Route.LoaderArgs) => loadAdminSignIn(context, request)

export const action = ({ request, context }: Route.ActionArgs) =>
  adminSignInAction(request, context)

export const headers = () => ADMIN_PAGE_HEADERS

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => adminWords(locale, 'admin.signIn.title'))

/** /admin/sign-in: a staff sign-in's authenticator code (and its one-time enrolment). */
export default function AdminSignInRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { text } = useAdminText()
  const ids = useId()
  if (loaderData.kind === 'restoring') return <AdminRestoring back={null} />
  const { factor, qrSvg } = loaderData
  const answer = (actionData as ApiFailure | undefined) ?? null
  const codeError = answer?.fieldErrors.code?.join(' ') ?? answer?.message ?? undefined
  return (
    <main className="admin admin-sign-in">
      <h1>{text('admin.signIn.title')}</h1>
      {factor.state !== 'enrol' ? (
        <p>{text('admin.signIn.lead')}</p>
      ) : (
        <section aria-labelledby={`${ids}-enrol`}>
          <h2 id={`${ids}-enrol`}>{text('admin.signIn.enrolTitle')}</h2>
          <p>{text('admin.signIn.enrolLead')}</p>
          {qrSvg === null ? null : (
            <div
              className="admin-sign-in__qr"
              role="img"
              aria-label={text('admin.signIn.qrLabel')}
              // Markup the qrcode package drew on the server from the account's own otpauth URI.
              dangerouslySetInnerHTML={{ __html: qrSvg }}
            />
          )}
          <p>{text('admin.signIn.secretLead')}</p>
          <p>
            <code data-testid="admin-totp-secret">{factor.secret}</code>
          </p>
          <p className="admin-muted">
            <a href={factor.otpauth_uri ?? undefined}>{text('admin.signIn.openApp')}</a>
          </p>
        </section>
      )}
      <Form method="post" className="admin-form" noValidate>
        <div className="admin-field">
          <label className="admin-field__label" htmlFor={`${ids}-code`}>
            {text('admin.signIn.code')}
          </label>
          <input
            id={`${ids}-code`}
            name="code"
            className="admin-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            aria-invalid={codeError === undefined ? undefined : true}
            aria-describedby={codeError === undefined ? undefined : `${ids}-code-error`}
          />
          {codeError === undefined ? null : (
            <p id={`${ids}-code-error`} className="admin-field__error" role="alert">
              {codeError}
            </p>
          )}
        </div>
        <button type="submit" className="admin-button">
          {text('admin.signIn.submit')}
        </button>
      </Form>
    </main>
  )
}
