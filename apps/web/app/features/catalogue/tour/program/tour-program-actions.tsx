import { isApiHttpError } from '@tourmarket/api-client/client'
import { TOUR_PROGRAM_PDF_PATH } from '@tourmarket/contracts/limits'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { formatValidationMessage, validateForm } from '@tourmarket/domain/validation'
import { Button, TextField } from '@tourmarket/ui'
import { useState, type FormEvent } from 'react'
import { useI18n } from '../../../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../../../i18n/translator.ts'
import { callApi } from '../../../../lib/api-call.ts'
import { useApiClient } from '../../../../lib/api-client-context.tsx'
import { tourProgramMessages, type TourProgramMessageKey } from './tour-program-messages.ts'
import './tour-program-actions.css'

const programTranslator = featureTranslators(tourProgramMessages)

/** The PDF link: it names the language and currency, so it works as a plain link, without a script. */
export function tourProgramPdfHref(tourId: number, locale: Locale, currency: BrandCurrency) {
  const query = new URLSearchParams({ id: String(tourId), language: locale, currency })
  return `${TOUR_PROGRAM_PDF_PATH}?${query.toString()}`
}

type Channel = 'email' | 'whatsapp'

const fieldOf: Record<Channel, 'email' | 'phone'> = { email: 'email', whatsapp: 'phone' }
const rulesOf: Record<Channel, string> = { email: 'required|email', whatsapp: 'required|phone' }

/** The §5 message for the typed address, in the page language; null when it passes. */
export function programRecipientError(channel: Channel, value: string, locale: Locale) {
  const field = fieldOf[channel]
  const result = validateForm({ [field]: rulesOf[channel] }, { [field]: value.trim() })
  if (result.valid) return null
  const [first] = result.errors[field] ?? []
  return first === undefined ? null : formatValidationMessage(first, locale)
}

function SendForm({
  channel,
  tourId,
  currency,
}: {
  channel: Channel
  tourId: number
  currency: BrandCurrency
}) {
  const { locale } = useI18n()
  const t = (key: TourProgramMessageKey, params?: Record<string, string>) =>
    programTranslator(locale)(key, params)
  const api = useApiClient()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const field = fieldOf[channel]

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const invalid = programRecipientError(channel, value, locale)
    setError(invalid)
    if (invalid !== null) return
    setSending(true)
    setSentTo(null)
    try {
      if (api === null) throw new Error(t('tourProgram.failed'))
      const recipient = value.trim()
      await (channel === 'email'
        ? callApi(api, 'tourProgramOrderViaEmail', {
            body: { email: recipient, tour_id: tourId, currency },
          })
        : callApi(api, 'tourProgramOrderViaWhatsapp', {
            body: { phone: recipient, tour_id: tourId, currency },
          }))
      setSentTo(recipient)
    } catch (failure) {
      // The API names the field in §5 words and the request's language; else a plain retry hint.
      setError(
        (isApiHttpError(failure) ? failure.errors[field]?.[0] : undefined) ??
          t('tourProgram.failed'),
      )
    } finally {
      setSending(false)
    }
  }

  return (
    <form className="tour-program-pdf__form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={channel === 'email' ? t('tourProgram.email') : t('tourProgram.phone')}
        {...(channel === 'whatsapp' ? { hint: t('tourProgram.phoneHint') } : {})}
        name={field}
        type={channel === 'email' ? 'email' : 'tel'}
        autoComplete={channel === 'email' ? 'email' : 'tel'}
        inputMode={channel === 'email' ? 'email' : 'tel'}
        value={value}
        onValueChange={(next) => {
          setValue(next)
          if (error !== null) setError(null)
        }}
        {...(error === null ? {} : { error })}
      />
      <Button
        type="submit"
        variant="primary"
        loading={sending}
        loadingText={t('tourProgram.sending')}
      >
        {t('tourProgram.send')}
      </Button>
      <p className="tour-program-pdf__status" role="status">
        {sentTo === null
          ? null
          : channel === 'email'
            ? t('tourProgram.sentEmail', { email: sentTo })
            : t('tourProgram.sentWhatsapp', { phone: sentTo })}
      </p>
    </form>
  )
}

/**
 * §2/§3 the program's actions on the tour page: the PDF (a real link, no script needed), the
 * program by e-mail, and by WhatsApp where the site token send_tour_program_in_pdf_via_whatsapp
 * offers it. The forms open in native disclosures, so they open before hydration too.
 */
export function TourProgramActions({
  tourId,
  currency,
  whatsapp,
}: {
  tourId: number
  currency: BrandCurrency
  whatsapp: boolean
}) {
  const { locale } = useI18n()
  const t = programTranslator(locale)
  return (
    <section
      className="tour-program-pdf"
      aria-labelledby="tour-program-pdf"
      data-testid="tour-program-pdf"
    >
      <div className="tour-program-pdf__intro">
        <span className="tour-program-pdf__icon" aria-hidden="true">
          PDF
        </span>
        <div>
          <h3 id="tour-program-pdf" className="tour-program-pdf__title">
            {t('tourProgram.title')}
          </h3>
          <p className="tour-program-pdf__lead">{t('tourProgram.lead', { currency })}</p>
        </div>
      </div>
      <div className="tour-program-pdf__actions">
        <a
          className="tour-program-pdf__download"
          href={tourProgramPdfHref(tourId, locale, currency)}
          download
        >
          {t('tourProgram.download')}
        </a>
        <details className="tour-program-pdf__panel" name="tour-program-send">
          <summary>{t('tourProgram.byEmail')}</summary>
          <SendForm channel="email" tourId={tourId} currency={currency} />
        </details>
        {whatsapp ? (
          <details className="tour-program-pdf__panel" name="tour-program-send">
            <summary>{t('tourProgram.byWhatsapp')}</summary>
            <SendForm channel="whatsapp" tourId={tourId} currency={currency} />
          </details>
        ) : null}
      </div>
    </section>
  )
}
