import { useEffect, useState } from 'react'
import { Link, useActionData, useLoaderData, useSearchParams } from 'react-router'
import type { Route } from './+types/route.ts'
import { useSession } from '../../../lib/session-context.tsx'
import { AccountLayout, FormMessage } from '../account-layout.tsx'
import { accountsMeta } from '../accounts-meta.ts'
import { useAccountsText } from '../accounts-text.ts'
import { CodeSignIn } from './code-sign-in.tsx'
import { EmailLinkSignIn, emailLinkOf } from './email-link-sign-in.tsx'
import { loginAction } from './login-action.server.ts'
import { loginPageLoader } from './login-loader.server.ts'
import { PasswordSignIn } from './password-sign-in.tsx'

export const loader = ({ context }: Route.LoaderArgs) => loginPageLoader({ context })

/** The sign-in forms posted without JavaScript (issue 16). */
export const action = ({ request, context }: Route.ActionArgs) => loginAction(request, context)

export const meta: Route.MetaFunction = (args) => accountsMeta(args, 'accounts.login.title')

type Method = 'password' | 'code'

/** §2 /login: with a password, or with a 5-digit code sent to the e-mail or phone (§7, §9). */
export default function LoginPage() {
  const { text, path } = useAccountsText()
  const [params] = useSearchParams()
  const posted = useActionData<typeof action>()
  const { smsOffered } = useLoaderData<typeof loader>()
  const { user, signOut } = useSession()
  // A deleted account's browser may still hold its token: this tab and the others forget it.
  const accountDeleted = params.get('account') === 'deleted'
  useEffect(() => {
    if (accountDeleted && user !== null) void signOut()
  }, [accountDeleted, user, signOut])
  const [method, setMethod] = useState<Method>(
    posted !== undefined
      ? posted.form === 'password'
        ? 'password'
        : 'code'
      : params.get('method') === 'code'
        ? 'code'
        : 'password',
  )
  // The way back travels on to the registration page, so a new account returns there too.
  const back = params.get('back')
  const withBack = (target: string) =>
    back === null ? path(target) : `${path(target)}?${new URLSearchParams({ back })}`
  const methodHref = (value: Method) => {
    const query = new URLSearchParams(params)
    query.set('method', value)
    return `?${query}`
  }

  // Tabs are links to ?method=…, so they work before hydration and without JavaScript; once
  // hydrated a click only switches the panel.
  const tab = (value: Method, label: string) => (
    <a
      href={methodHref(value)}
      role="tab"
      id={`login-tab-${value}`}
      aria-selected={method === value}
      aria-controls={`login-panel-${value}`}
      tabIndex={method === value ? 0 : -1}
      className="account-tabs__tab"
      onClick={(event) => {
        event.preventDefault()
        setMethod(value)
      }}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
        const next = value === 'password' ? 'code' : 'password'
        setMethod(next)
        document.getElementById(`login-tab-${next}`)?.focus()
      }}
    >
      {label}
    </a>
  )

  const emailLink = emailLinkOf(params)
  if (emailLink !== null) {
    return (
      <AccountLayout title={text('accounts.login.title')} lead={text('accounts.login.lead')}>
        <EmailLinkSignIn
          login={emailLink.login}
          code={emailLink.code}
          posted={posted?.form === 'link' ? posted : undefined}
          otherWayHref={withBack('/login')}
        />
      </AccountLayout>
    )
  }

  return (
    <AccountLayout
      title={text('accounts.login.title')}
      lead={text('accounts.login.lead')}
      footer={
        <>
          <span>{text('accounts.login.noAccount')}</span>
          <Link to={withBack('/register')}>{text('accounts.login.registerLink')}</Link>
        </>
      }
    >
      {accountDeleted ? (
        <FormMessage tone="success" message={text('accounts.login.accountDeleted')} />
      ) : null}
      <div role="tablist" aria-label={text('accounts.login.methods')} className="account-tabs">
        {tab('password', text('accounts.login.withPassword'))}
        {tab('code', text(smsOffered ? 'accounts.login.withCodeOrSms' : 'accounts.login.withCode'))}
      </div>
      <div role="tabpanel" id={`login-panel-${method}`} aria-labelledby={`login-tab-${method}`}>
        {method === 'password' ? (
          <PasswordSignIn
            recoveryPath={path('/password-recovery')}
            posted={posted?.form === 'password' ? posted : undefined}
          />
        ) : (
          <CodeSignIn
            posted={posted?.form === 'password' || posted?.form === 'link' ? undefined : posted}
            restartHref={methodHref('code')}
          />
        )}
      </div>
    </AccountLayout>
  )
}
