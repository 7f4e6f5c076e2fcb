import type { CodeSent } from '@tourmarket/contracts'
import { AUTH_CODE_LENGTH } from '@tourmarket/domain/accounts'
import { type CodeSender } from '@tourmarket/domain/enums'
import { Button, CodeInput, Select, useForm } from '@tourmarket/ui'
import { useEffect, useRef, useState } from 'react'
import { useSession } from '../../../lib/session-context.tsx'
import { CaptchaNotice, FormMessage } from '../account-layout.tsx'
import type { AccountsMessageKey } from '../accounts-messages.ts'
import { apiFailure, showApiFailure } from '../../../lib/api-failure.ts'
import { useAccountsText } from '../accounts-text.ts'
import { useApiCall } from '../../../lib/api-call.ts'
import { orderedPhoneSenders } from './settings-logic.ts'
import { SelectError, useSavedToast } from './settings-section.tsx'

const senderLabel = (sender: CodeSender): AccountsMessageKey => `accounts.settings.sender.${sender}`

/**
 * §7 phone confirmation: phone-confirmation-methods lists the §3 senders, send-confirmation-code
 * sends a §9 5-digit code through the chosen one, confirm-phone takes it (§5 code input).
 */
export function PhoneConfirmation({ phone }: { phone: string }) {
  const { text, formatValidation } = useAccountsText()
  const call = useApiCall()
  const { reloadUser } = useSession()
  const showSaved = useSavedToast()
  const [methods, setMethods] = useState<readonly CodeSender[]>([])
  const [sender, setSender] = useState<CodeSender>('sms')
  const [sent, setSent] = useState<CodeSent | null>(null)
  const [sending, setSending] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [senderError, setSenderError] = useState<string | undefined>(undefined)
  const firstCell = useRef<HTMLInputElement | null>(null)

  useEffect(() => {
    let current = true
    call('userPhoneConfirmationMethods').then(
      (answer) => {
        if (!current) return
        const ordered = orderedPhoneSenders(answer.methods)
        setMethods(ordered)
        if (ordered[0] !== undefined) setSender(ordered[0])
      },
      (error: unknown) => console.warn('The phone confirmation methods could not be loaded', error),
    )
    return () => {
      current = false
    }
  }, [call])

  // The code's cells appear after sending: the focus goes where the person types next.
  useEffect(() => {
    if (sent !== null) firstCell.current?.focus()
  }, [sent])

  const sendCode = async () => {
    setMessage(null)
    setSenderError(undefined)
    setSending(true)
    try {
      setSent(await call('userSendConfirmationCode', { body: { code_sender: sender } }))
    } catch (error) {
      const failure = apiFailure(error, ['code_sender'], text('accounts.error.generic'))
      setSenderError(failure.fieldErrors.code_sender?.[0])
      setMessage(failure.message)
    } finally {
      setSending(false)
    }
  }

  const codeForm = useForm(
    { code: `required|min:${AUTH_CODE_LENGTH}` },
    {
      initialValues: { code: '' },
      formatMessage: formatValidation,
      onSubmit: async (values) => {
        setMessage(null)
        try {
          await call('userConfirmPhone', { body: { code: values.code } })
          showSaved(text('accounts.settings.phoneConfirmedToast'))
          await reloadUser()
        } catch (error) {
          setMessage(showApiFailure(codeForm, error, ['code'], text('accounts.error.generic')))
        }
      },
    },
  )

  const codeField = codeForm.register('code')
  return (
    <div className="settings-confirmation">
      <FormMessage message={message} />
      {sent === null ? (
        <div className="account-form">
          <p className="settings-confirmation__lead">
            {text('accounts.settings.phoneConfirmLead', { phone })}
          </p>
          {methods.length > 1 ? (
            <div>
              <Select
                label={text('accounts.settings.phoneSender')}
                items={methods.map((method) => ({
                  value: method,
                  text: text(senderLabel(method)),
                }))}
                value={sender}
                onValueChange={(value) => {
                  const chosen = methods.find((method) => method === value)
                  if (chosen !== undefined) setSender(chosen)
                }}
              />
              <SelectError message={senderError} />
            </div>
          ) : null}
          <CaptchaNotice />
          <Button
            type="button"
            variant="secondary"
            className="settings-form__submit"
            loading={sending}
            onClick={() => void sendCode()}
          >
            {text('accounts.settings.phoneSendCode')}
          </Button>
        </div>
      ) : (
        <form
          className="account-form"
          noValidate
          onSubmit={(event) => void codeForm.handleSubmit(event)}
        >
          <FormMessage
            tone="info"
            message={text('accounts.code.sentTo', {
              length: sent.code_length,
              login: phone,
              minutes: Math.round(sent.expires_in / 60),
            })}
          />
          <CodeInput
            label={text('accounts.field.code')}
            length={sent.code_length}
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
          <div className="settings-form__actions">
            <Button type="submit" className="settings-form__submit" loading={codeForm.submitting}>
              {text('accounts.settings.phoneConfirmSubmit')}
            </Button>
            <button
              type="button"
              className="account-link-button"
              disabled={sending}
              onClick={() => void sendCode()}
            >
              {text('accounts.code.resend')}
            </button>
          </div>
        </form>
      )}
    </div>
  )
}
