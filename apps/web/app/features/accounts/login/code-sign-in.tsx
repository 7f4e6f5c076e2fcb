import { FAVOURITE_TOURS_STORAGE_KEY, parseStoredFavourites } from '@tourmarket/domain/session'
import { Button, CodeInput, TextField, useForm } from '@tourmarket/ui'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { CaptchaNotice, FormMessage } from '../account-layout.tsx'
import { showApiFailure } from '../../../lib/api-failure.ts'
import { useApiCall } from '../../../lib/api-call.ts'
import { useAccountsText } from '../accounts-text.ts'
import { useCompleteSignIn } from '../complete-sign-in.ts'
import {
  CODE_RULES,
  SEND_CODE_RULES,
  senderFor,
  type SentCode,
  type SignInPosted,
} from './sign-in-forms.ts'

/** §4 favourites kept on the device go with the sign-in, so the account gets them too. */
function storedFavouriteIds(): number[] {
  try {
    return parseStoredFavourites(window.localStorage.getItem(FAVOURITE_TOURS_STORAGE_KEY))
  } catch {
    return []
  }
}

/**
 * §7 send-auth-code, then auth-via-code with the 5-digit code (§5 code input, §9 length). Both are
 * real forms: posted without JavaScript, the route's action makes the same calls and `posted` is
 * what it answered (issue 16).
 */
export function CodeSignIn({
  posted,
  restartHref,
  onRestart,
}: {
  posted: SignInPosted | undefined
  /** This tab afresh, the way back kept: "another login" without JavaScript. */
  restartHref: string
  /** "Another login" where the login was asked for elsewhere (registration by code). */
  onRestart?: () => void
}) {
  const { text, formatValidation } = useAccountsText()
  const call = useApiCall()
  const completeSignIn = useCompleteSignIn()
  const [sentCode, setSentCode] = useState<SentCode | null>(posted?.sentCode ?? null)
  const [message, setMessage] = useState<string | null>(posted?.message ?? null)
  const firstCell = useRef<HTMLInputElement | null>(null)
  // The code's cells replace the login field: the focus goes where the visitor types next.
  useEffect(() => {
    if (sentCode !== null) firstCell.current?.focus()
  }, [sentCode])

  const sendCode = async (login: string): Promise<boolean> => {
    setMessage(null)
    try {
      const sender = senderFor(login)
      const sent = await call('userSendAuthCode', { body: { login, code_sender: sender } })
      setSentCode({ login, sender, sent })
      return true
    } catch (error) {
      setMessage(showApiFailure(loginForm, error, ['login'], text('accounts.error.generic')))
      return false
    }
  }

  const loginForm = useForm(SEND_CODE_RULES, {
    initialValues: { login: posted?.login ?? '' },
    initialErrors: posted?.sentCode == null ? (posted?.fieldErrors ?? {}) : {},
    formatMessage: formatValidation,
    onSubmit: async (values) => {
      await sendCode(values.login.trim())
    },
  })

  const codeForm = useForm(CODE_RULES, {
    initialValues: { code: '' },
    initialErrors: posted?.sentCode == null ? {} : (posted.fieldErrors ?? {}),
    formatMessage: formatValidation,
    onSubmit: async (values) => {
      if (sentCode === null) return
      setMessage(null)
      try {
        await completeSignIn(
          await call('userAuthViaCode', {
            body: {
              login: sentCode.login,
              code: values.code,
              verify_method: sentCode.sender,
              favourites_tours_ids: storedFavouriteIds(),
            },
          }),
        )
      } catch (error) {
        setMessage(showApiFailure(codeForm, error, ['code'], text('accounts.error.generic')))
      }
    },
  })

  if (sentCode === null) {
    return (
      <form
        className="account-form"
        method="post"
        noValidate
        onSubmit={(event) => void loginForm.handleSubmit(event)}
      >
        <input type="hidden" name="form" value="send-code" />
        <FormMessage message={message} />
        <TextField
          label={text('accounts.field.login')}
          autoComplete="username"
          inputMode="email"
          {...loginForm.register('login')}
        />
        <CaptchaNotice />
        <Button type="submit" className="account-form__submit" loading={loginForm.submitting}>
          {text('accounts.code.send')}
        </Button>
      </form>
    )
  }

  const codeField = codeForm.register('code')
  return (
    <form
      className="account-form"
      method="post"
      noValidate
      onSubmit={(event) => void codeForm.handleSubmit(event)}
    >
      <input type="hidden" name="form" value="code" />
      <input type="hidden" name="login" value={sentCode.login} />
      <input type="hidden" name="sender" value={sentCode.sender} />
      <input type="hidden" name="code_length" value={sentCode.sent.code_length} />
      <input type="hidden" name="expires_in" value={sentCode.sent.expires_in} />
      <FormMessage
        tone="info"
        message={text('accounts.code.sentTo', {
          length: sentCode.sent.code_length,
          login: sentCode.login,
          minutes: Math.round(sentCode.sent.expires_in / 60),
        })}
      />
      <FormMessage message={message} />
      <CodeInput
        label={text('accounts.field.code')}
        length={sentCode.sent.code_length}
        name={codeField.name}
        value={codeField.value}
        onValueChange={codeField.onValueChange}
        onBlur={codeField.onBlur}
        error={codeField.error}
        ref={(element: HTMLInputElement | null) => {
          codeField.ref(element)
          firstCell.current = element
        }}
        cellLabel={(position, length) => text('accounts.field.codeCell', { position, length })}
      />
      <CaptchaNotice />
      <Button type="submit" className="account-form__submit" loading={codeForm.submitting}>
        {text('accounts.code.submit')}
      </Button>
      <p className="account-form__aside">
        {/* Real controls too: "send again" posts the form as a new send-code, "another login"
            opens the code tab afresh. */}
        <button
          type="submit"
          name="intent"
          value="resend"
          formNoValidate
          className="account-link-button"
          onClick={(event) => {
            event.preventDefault()
            void sendCode(sentCode.login)
          }}
        >
          {text('accounts.code.resend')}
        </button>
        <Link
          to={restartHref}
          className="account-link-button"
          onClick={(event) => {
            event.preventDefault()
            if (onRestart !== undefined) {
              onRestart()
              return
            }
            setSentCode(null)
            setMessage(null)
            codeForm.setErrors({ code: [] })
          }}
        >
          {text('accounts.code.otherLogin')}
        </Link>
      </p>
    </form>
  )
}
