import { isBrandCurrency } from '@tourmarket/domain/enums'
import { formatMoney } from '@tourmarket/domain/money'
import { attributes, html } from '../../platform/sandbox/html.ts'
import type { SafeHtml } from '../../platform/sandbox/html.ts'
import { createSandboxPageShell } from '../../platform/sandbox/page.ts'
import type { CardField, CardFormErrors, CardFormValues } from './sandbox-card.ts'
import { NAME_ON_CARD_MAX_LENGTH, groupCardNumber, sandboxTestCards } from './sandbox-card.ts'
import type { SandboxRefund, SandboxSession } from './sandbox-repository.ts'

// One stylesheet, inline so the page needs nothing else; the CSP allows exactly it by its hash.
const stylesheet = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;padding:2rem 1rem;background:#eef1f5;color:#1a1f36;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:30rem;margin:0 auto}
.test-mode{margin:0 0 1rem;padding:.75rem 1rem;border:1px solid #f5c26b;border-radius:.75rem;background:#fff6e0;font-size:.875rem}
.test-mode h2{margin:0 0 .25rem;font-size:.875rem;text-transform:uppercase;letter-spacing:.06em;color:#7a4a00}
.test-mode p{margin:0 0 .25rem}
.test-mode ul{margin:0;padding-left:1.1rem}
.test-mode code{font:600 .875rem ui-monospace,SFMono-Regular,Menlo,monospace;white-space:nowrap}
.card{padding:1.75rem;border-radius:1rem;background:#fff;box-shadow:0 1px 3px rgba(26,31,54,.12),0 8px 24px rgba(26,31,54,.08)}
.merchant{margin:0;color:#4f566b;font-size:.875rem;font-weight:600}
h1{margin:.25rem 0 0;font-size:2rem;line-height:1.2}
.description{margin:.25rem 0 1.5rem;color:#4f566b}
label{display:block;margin:0 0 .25rem;font-weight:600;font-size:.9375rem}
.hint{display:block;margin:-.25rem 0 .25rem;color:#4f566b;font-size:.8125rem}
input{display:block;width:100%;padding:.625rem .75rem;border:1px solid #8792a2;border-radius:.5rem;font:inherit;color:inherit;background:#fff}
input:focus{outline:3px solid #7aa7ff;outline-offset:1px;border-color:#3565d8}
input[aria-invalid=true]{border-color:#c0123c;border-width:2px}
.field{margin:0 0 1rem}
.row{display:flex;gap:1rem}
.row .field{flex:1}
.field-error{margin:.25rem 0 0;color:#b00f33;font-size:.875rem;font-weight:600}
.alert{margin:0 0 1.25rem;padding:.75rem 1rem;border-left:4px solid #c0123c;border-radius:.5rem;background:#fdecef}
.alert.info{border-color:#3565d8;background:#edf2fd}
.alert h2{margin:0 0 .25rem;font-size:1rem}
.alert p,.alert ul{margin:0}
.alert a{color:#8a0c28}
button{display:block;width:100%;margin:.5rem 0 0;padding:.75rem 1rem;border:0;border-radius:.5rem;background:#3565d8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#2850b8}
button:focus-visible{outline:3px solid #7aa7ff;outline-offset:2px}
button.secondary{background:#fff;color:#b00f33;border:2px solid #b00f33}
button.secondary:hover{background:#fdecef}
.back{margin:1.25rem 0 0;text-align:center;font-size:.9375rem}
a{color:#2850b8}
a:focus-visible{outline:3px solid #7aa7ff;outline-offset:2px}
`

const shell = createSandboxPageShell({ stylesheet, titleSuffix: 'Tourmarket sandbox checkout' })

/**
 * The hosted pages run no script and load nothing: only their own inline stylesheet (by hash) is
 * allowed. Forms post to this origin, and the success redirect that follows a post must be allowed
 * as a form target too, since browsers check form-action on redirects.
 */
export function sandboxContentSecurityPolicy(session: SandboxSession | undefined): string {
  const returnOrigins =
    session === undefined
      ? []
      : [...new Set([session.successUrl, session.failureUrl].map((url) => new URL(url).origin))]
  return shell.contentSecurityPolicy(returnOrigins)
}

function amountOf(session: Pick<SandboxSession, 'amountMinor' | 'currency'>): string {
  return isBrandCurrency(session.currency)
    ? formatMoney(
        { amountMinor: session.amountMinor, currency: session.currency },
        { showMinor: true },
      )
    : `${(session.amountMinor / 100).toFixed(2)} ${session.currency}`
}

/** What the sandbox sent back of the payment, one line per refund, as a provider's dashboard lists them. */
function refundList(refunds: readonly SandboxRefund[]): SafeHtml | string {
  if (refunds.length === 0) return ''
  const day = (at: Date) =>
    at.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    })
  return html`<h2>Refunds</h2>
    <ul class="refunds">
      ${refunds.map(
        (refund) =>
          html`<li>
            Refunded ${amountOf(refund)} on ${day(refund.createdAt)} <code>${refund.id}</code>
          </li>`,
      )}
    </ul>`
}

const layout = shell.layout

const testModeBanner = html`<section class="test-mode" aria-labelledby="test-mode-title">
  <h2 id="test-mode-title">Test mode</h2>
  <p>
    This is the sandbox: no real money moves. Use a test card with any future expiry date and any
    CVC:
  </p>
  <ul>
    ${sandboxTestCards.map(
      (card) => html`<li><code>${groupCardNumber(card.number)}</code> — ${card.label}</li> `,
    )}
  </ul>
</section>`

function summary(session: SandboxSession): SafeHtml {
  return html`<p class="merchant">Tourmarket</p>
    <h1>${amountOf(session)}</h1>
    <p class="description">${session.description}</p>`
}

function backLink(session: SandboxSession, text = 'Cancel and return to Tourmarket'): SafeHtml {
  return html`<p class="back"><a href="${session.failureUrl}">${text}</a></p>`
}

const fieldLabels: Readonly<Record<CardField, string>> = {
  card_number: 'Card number',
  expiry: 'Expiry date',
  cvc: 'Security code (CVC)',
  name: 'Name on card',
}

export type CheckoutPageNotice = 'declined' | 'authentication_failed'

const notices: Readonly<Record<CheckoutPageNotice, { title: string; text: string }>> = {
  declined: {
    title: 'Your card was declined',
    text: 'No money was taken. Try another test card, or return to Tourmarket.',
  },
  authentication_failed: {
    title: 'The payment was not confirmed',
    text: 'Authentication failed, so no money was taken. Try again, or return to Tourmarket.',
  },
}

function field(
  name: CardField,
  options: {
    value: string
    error: string | undefined
    hint?: string
    autocomplete: string
    inputmode?: 'numeric'
    maxlength: number
  },
): SafeHtml {
  const errorId = `${name}-error`
  const hintId = `${name}-hint`
  const describedBy = [options.hint === undefined ? '' : hintId, options.error ? errorId : '']
    .filter(Boolean)
    .join(' ')
  const input = attributes({
    id: name,
    name,
    type: 'text',
    value: options.value,
    autocomplete: options.autocomplete,
    inputmode: options.inputmode,
    maxlength: options.maxlength,
    required: true,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': options.error === undefined ? undefined : 'true',
  })
  return html`<div class="field">
    <label for="${name}">${fieldLabels[name]}</label>
    ${
      options.hint === undefined
        ? ''
        : html`<span class="hint" id="${hintId}">${options.hint}</span>`
    }
    <input ${input} />
    ${
      options.error === undefined
        ? ''
        : html`<p class="field-error" id="${errorId}">${options.error}</p>`
    }
  </div>`
}

export type CheckoutPageOptions = {
  values?: CardFormValues
  errors?: CardFormErrors
  notice?: CheckoutPageNotice
}

/** The card form, with the errors of the last attempt (each naming its field) or a decline notice. */
export function checkoutPage(session: SandboxSession, options: CheckoutPageOptions = {}): string {
  const values = options.values ?? { card_number: '', expiry: '', name: '' }
  const errors = options.errors ?? {}
  const errorFields = (Object.keys(fieldLabels) as CardField[]).filter(
    (name) => errors[name] !== undefined,
  )
  const notice = options.notice === undefined ? undefined : notices[options.notice]
  const amount = amountOf(session)
  return layout(
    errorFields.length > 0 ? `Error: pay ${amount}` : `Pay ${amount}`,
    html`${testModeBanner}
      <div class="card">
        ${summary(session)}
        ${
          errorFields.length > 0
            ? html`<div class="alert" role="alert">
                <h2>Check the card details</h2>
                <ul>
                  ${errorFields.map((name) => html`<li><a href="#${name}">${fieldLabels[name]}: ${errors[name]}</a></li> `)}
                </ul>
              </div>`
            : ''
        }${
          notice === undefined
            ? ''
            : html`<div class="alert" role="alert">
                <h2>${notice.title}</h2>
                <p>${notice.text}</p>
              </div>`
        }
        <form method="post" action="/payments/sandbox/checkout/${session.id}/pay">
          ${field('card_number', {
            value: values.card_number,
            error: errors.card_number,
            hint: 'The 16 digits on the front of the card',
            autocomplete: 'cc-number',
            inputmode: 'numeric',
            maxlength: 23,
          })}
          <div class="row">
            ${field('expiry', {
              value: values.expiry,
              error: errors.expiry,
              hint: 'MM/YY',
              autocomplete: 'cc-exp',
              inputmode: 'numeric',
              maxlength: 7,
            })}
            ${field('cvc', {
              value: '',
              error: errors.cvc,
              hint: '3 or 4 digits',
              autocomplete: 'cc-csc',
              inputmode: 'numeric',
              maxlength: 4,
            })}
          </div>
          ${field('name', {
            value: values.name,
            error: errors.name,
            autocomplete: 'cc-name',
            maxlength: NAME_ON_CARD_MAX_LENGTH,
          })}
          <button type="submit">Pay ${amount}</button>
        </form>
        ${backLink(session)}
      </div>`,
  )
}

/** The extra step of 4000 0027 6000 3184, standing for a bank's 3-D Secure challenge. */
export function confirmationPage(session: SandboxSession, error?: string): string {
  return layout(
    `Confirm the payment of ${amountOf(session)}`,
    html`${testModeBanner}
      <div class="card">
        ${summary(session)}
        ${error === undefined ? '' : html`<div class="alert" role="alert"><p>${error}</p></div> `}
        <div class="alert info">
          <h2>Your bank asks you to confirm this payment</h2>
          <p>In test mode you choose what the bank answers.</p>
        </div>
        <form method="post" action="/payments/sandbox/checkout/${session.id}/confirm">
          <button type="submit" name="outcome" value="confirm">Confirm payment</button>
          <button type="submit" name="outcome" value="fail" class="secondary">
            Fail authentication
          </button>
        </form>
        ${backLink(session)}
      </div>`,
  )
}

/** A session whose money moved: it cannot be paid again; the page says what happened. */
function settledPage(
  session: SandboxSession,
  title: string,
  explanation: string,
  refunds: readonly SandboxRefund[],
): string {
  return layout(
    title,
    html`<div class="card">
      ${summary(session)}
      <div class="alert info" role="status">
        <h2>${title}</h2>
        <p>${explanation}</p>
      </div>
      ${refundList(refunds)}
      <p class="back"><a href="${session.successUrl}">Return to Tourmarket</a></p>
    </div>`,
  )
}

export function completePage(session: SandboxSession, refunds: readonly SandboxRefund[]): string {
  return settledPage(
    session,
    'This payment is complete',
    refunds.length === 0
      ? 'It has been paid and cannot be paid again.'
      : 'It has been paid and cannot be paid again. Part of it went back to the card.',
    refunds,
  )
}

export function refundedPage(session: SandboxSession, refunds: readonly SandboxRefund[]): string {
  return settledPage(
    session,
    'This payment was refunded',
    'The whole amount went back to the card.',
    refunds,
  )
}

export function expiredPage(session: SandboxSession): string {
  return layout(
    'This checkout has expired',
    html`<div class="card">
      ${summary(session)}
      <div class="alert" role="alert">
        <h2>This checkout has expired</h2>
        <p>No money was taken. Start the payment again from your booking.</p>
      </div>
      ${backLink(session, 'Return to Tourmarket')}
    </div>`,
  )
}

export function notFoundPage(): string {
  return layout(
    'Checkout not found',
    html`<div class="card">
      <h1>Checkout not found</h1>
      <p>This payment link is not valid. Start the payment again from your booking.</p>
    </div>`,
  )
}

export function crossSiteFormPage(): string {
  return layout(
    'Form refused',
    html`<div class="card">
      <h1>This form was sent from another site</h1>
      <p>
        For your safety the payment was not started. Open the checkout link again and pay from that
        page.
      </p>
    </div>`,
  )
}
