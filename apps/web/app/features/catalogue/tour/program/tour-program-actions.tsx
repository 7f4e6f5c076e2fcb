import { isApiHttpError } from '@tourmarket/api-client/client'
import { CaptchaUseNotice } from '../../../../components/captcha-use-notice.tsx'
import { TOUR_PROGRAM_PDF_PATH } from '@tourmarket/contracts/limits'
import type { BrandCurrency } from '@tourmarket/domain/enums'
import type { Locale } from '@tourmarket/domain/i18n'
import { formatValidationMessage, validateForm } from '@tourmarket/domain/validation'
import { Button, TextField } from '@tourmarket/ui'
import { useState, type FormEvent } from 'react'
import { useLocation } from 'react-router'
import { russianPath } from '../../../../routing/localized-paths.ts'
import { useI18n } from '../../../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../../../i18n/translator.ts'
import { callApi } from '../../../../lib/api-call.ts'
import { useApiClient } from '../../../../lib/api-client-context.tsx'
import { PROGRAM_SUBSCRIBE_PATH, subscribeBody, subscribeQuery } from './program-subscription.ts'
import { tourProgramMessages, type TourProgramMessageKey } from './tour-program-messages.ts'
import './tour-program-actions.css'

export const programTranslator = featureTranslators(tourProgramMessages)

/** The PDF link: it names the language and currency, so it works as a plain link, without a script. */
export function tourProgramPdfHref(tourId: number, locale: Locale, currency: BrandCurrency) {
  const query = new URLSearchParams({ id: String(tourId), language: locale, currency })
  return `${TOUR_PROGRAM_PDF_PATH}?${query.toString()}`
}

/** What a program form does: send the program by e-mail or WhatsApp, or subscribe to it. */
export type ProgramFormKind = 'email' | 'whatsapp' | 'subscribe'

const fieldOf: Record<ProgramFormKind, 'email' | 'phone'> = {
  email: 'email',
  whatsapp: 'phone',
  subscribe: 'email',
}
const rulesOf: Record<ProgramFormKind, string> = {
  email: 'required|email',
  whatsapp: 'required|phone',
  subscribe: 'required|email',
}

type ProgramFormWords = {
  readonly label: TourProgramMessageKey
  readonly submit: TourProgramMessageKey
  readonly submitting: TourProgramMessageKey
  readonly done: TourProgramMessageKey
  readonly failed: TourProgramMessageKey
}

const wordsOf: Record<ProgramFormKind, ProgramFormWords> = {
  email: {
    label: 'tourProgram.email',
    submit: 'tourProgram.send',
    submitting: 'tourProgram.sending',
    done: 'tourProgram.sentEmail',
    failed: 'tourProgram.failed',
  },
  whatsapp: {
    label: 'tourProgram.phone',
    submit: 'tourProgram.send',
    submitting: 'tourProgram.sending',
    done: 'tourProgram.sentWhatsapp',
    failed: 'tourProgram.failed',
  },
  subscribe: {
    label: 'tourProgram.email',
    submit: 'tourProgram.subscribe',
    submitting: 'tourProgram.subscribing',
    done: 'tourProgram.subscribed',
    failed: 'tourProgram.subscribeFailed',
  },
}

/** The §5 message for the typed address, in the page language; null when it passes. */
export function programRecipientError(kind: ProgramFormKind, value: string, locale: Locale) {
  const field = fieldOf[kind]
  const result = validateForm({ [field]: rulesOf[kind] }, { [field]: value.trim() })
  if (result.valid) return null
  const [first] = result.errors[field] ?? []
  return first === undefined ? null : formatValidationMessage(first, locale)
}

/** The message for a failed call: the API's own for the field (§5 words), else a retry hint. */
export function programFailureMessage(
  kind: ProgramFormKind,
  failure: unknown,
  t: (key: TourProgramMessageKey) => string,
): string {
  if (!isApiHttpError(failure)) return t(wordsOf[kind].failed)
  if (failure.status === 429) return t('tourProgram.tooMany')
  return failure.errors[fieldOf[kind]]?.[0] ?? t(wordsOf[kind].failed)
}

/** What the subscribe page shows after a post without JavaScript: the address taken, or why not. */
export type ProgramFormInitial = {
  readonly value: string
  readonly error: string | null
  readonly done: boolean
}

/**
 * A program form: one address field and its button. Hydrated it makes the §7 call itself and
 * answers inline; the subscribe form is also a real form posting to PROGRAM_SUBSCRIBE_PATH, so
 * it works without JavaScript (decision 0021).
 */
export function ProgramForm({
  kind,
  tourId,
  currency,
  back,
  initial,
}: {
  kind: ProgramFormKind
  tourId: number
  currency: BrandCurrency
  /** The tour page, for the subscribe page's link back (no JavaScript). */
  back?: string
  initial?: ProgramFormInitial | undefined
}) {
  const { locale } = useI18n()
  const t = (key: TourProgramMessageKey, params?: Record<string, string>) =>
    programTranslator(locale)(key, params)
  const api = useApiClient()
  const [value, setValue] = useState(initial?.value ?? '')
  const [error, setError] = useState<string | null>(initial?.error ?? null)
  const [sentTo, setSentTo] = useState<string | null>(initial?.done === true ? initial.value : null)
  const [sending, setSending] = useState(false)
  const field = fieldOf[kind]
  const words = wordsOf[kind]

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const invalid = programRecipientError(kind, value, locale)
    setError(invalid)
    if (invalid !== null) return
    setSending(true)
    setSentTo(null)
    try {
      if (api === null) throw new Error(t(words.failed))
      const recipient = value.trim()
      await (kind === 'email'
        ? callApi(api, 'tourProgramOrderViaEmail', {
            body: { email: recipient, tour_id: tourId, currency },
          })
        : kind === 'whatsapp'
          ? callApi(api, 'tourProgramOrderViaWhatsapp', {
              body: { phone: recipient, tour_id: tourId, currency },
            })
          : callApi(api, 'subscribeTourProgram', {
              body: subscribeBody({ email: recipient, tourId, currency }),
            }))
      setSentTo(recipient)
    } catch (failure) {
      setError(programFailureMessage(kind, failure, t))
    } finally {
      setSending(false)
    }
  }

  const nativePost =
    kind === 'subscribe'
      ? {
          method: 'post',
          action: `${locale === 'ru' ? russianPath(PROGRAM_SUBSCRIBE_PATH) : PROGRAM_SUBSCRIBE_PATH}?${subscribeQuery({ tourId, currency, back: back ?? '/' })}`,
        }
      : {}

  return (
    <form
      className="tour-program-pdf__form"
      noValidate
      {...nativePost}
      onSubmit={(event) => void submit(event)}
      data-testid={`tour-program-form-${kind}`}
    >
      <TextField
        label={t(words.label)}
        {...(kind === 'whatsapp' ? { hint: t('tourProgram.phoneHint') } : {})}
        name={field}
        type={kind === 'whatsapp' ? 'tel' : 'email'}
        autoComplete={kind === 'whatsapp' ? 'tel' : 'email'}
        inputMode={kind === 'whatsapp' ? 'tel' : 'email'}
        value={value}
        onValueChange={(next) => {
          setValue(next)
          if (error !== null) setError(null)
        }}
        {...(error === null ? {} : { error })}
      />
      <Button type="submit" variant="primary" loading={sending} loadingText={t(words.submitting)}>
        {t(words.submit)}
      </Button>
      <p className="tour-program-pdf__status" role="status">
        {sentTo === null
          ? null
          : t(words.done, kind === 'whatsapp' ? { phone: sentTo } : { email: sentTo })}
      </p>
      <CaptchaUseNotice />
    </form>
  )
}

/**
 * §2/§3 the program's actions on the tour page: the PDF (a real link, no script needed), the
 * program by e-mail, and by WhatsApp where the site token send_tour_program_in_pdf_via_whatsapp
 * offers it, in native disclosures that open before hydration too; and 'Keep me posted about this
 * tour', the §7 subscription that mails the program now and when its dates or prices change.
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
  const { pathname } = useLocation()
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
          <ProgramForm kind="email" tourId={tourId} currency={currency} />
        </details>
        {whatsapp ? (
          <details className="tour-program-pdf__panel" name="tour-program-send">
            <summary>{t('tourProgram.byWhatsapp')}</summary>
            <ProgramForm kind="whatsapp" tourId={tourId} currency={currency} />
          </details>
        ) : null}
      </div>
      <section
        className="tour-program-pdf__subscribe"
        aria-labelledby="tour-program-subscribe"
        data-testid="tour-program-subscribe"
      >
        <h4 id="tour-program-subscribe" className="tour-program-pdf__subtitle">
          {t('tourProgram.subscribeTitle')}
        </h4>
        <p className="tour-program-pdf__lead">{t('tourProgram.subscribeLead')}</p>
        <ProgramForm kind="subscribe" tourId={tourId} currency={currency} back={pathname} />
      </section>
    </section>
  )
}
