import type { Locale } from '@tourmarket/domain/i18n'

/** An amount in minor units of an ISO 4217 currency. */
export type MailMoney = { readonly amountMinor: number; readonly currency: string }

/** Everything a booking mail may show; a template shows what its kind needs. */
export type BookingMailFacts = {
  readonly locale: Locale
  readonly recipient: {
    readonly email: string
    /** Null when the mail goes to an address that is not the account's own (no typed text to strangers). */
    readonly name: string | null
    readonly role: 'tourist' | 'organizer'
  }
  readonly booking: {
    readonly id: number
    /** What people quote on the phone: the booking id as shown on the booking page. */
    readonly number: string
    /** The booking page (tourist) or the organizer's view of it; absolute URLs. */
    readonly pageUrl: string
    /** The voucher page with the QR code; null while the booking is not paid. */
    readonly voucherUrl: string | null
    /** The organizer's key-protected meet page; only in mails to the organizer. */
    readonly meetUrl: string | null
  }
  readonly tour: { readonly title: string; readonly url: string }
  /** Calendar days yyyy-MM-dd; startTime 'HH:mm' when the tour states one. */
  readonly date: { readonly start: string; readonly end: string; readonly startTime: string | null }
  readonly travellers: readonly { readonly firstName: string; readonly lastName: string }[]
  readonly money: {
    readonly total: MailMoney
    readonly paid: MailMoney
    readonly due: MailMoney
    /** The refund this mail is about (booking-cancelled, booking-refunded), if any. */
    readonly refund: MailMoney | null
  }
  /** The meeting information the organizer gave on the meet page; null until then. */
  readonly meetingPoint: string | null
  readonly organizer: {
    readonly name: string
    readonly email: string | null
    readonly phone: string | null
  }
  /** The organizer's or tourist's message with a decline or cancellation, when it may be shown. */
  readonly reason: string | null
  /** One-click unsubscribe from this kind of mail; null for mails that must be sent (payments, cancellations). */
  readonly unsubscribeUrl: string | null
}

/** Chat messages left unread for a few minutes, batched into one mail per conversation. */
export type UnreadMessagesMailFacts = {
  readonly locale: Locale
  readonly recipient: { readonly email: string; readonly name: string | null }
  readonly conversationUrl: string
  /** Who wrote: the organizer's or the tourist's display name, or the support team. */
  readonly counterpartName: string
  readonly messages: readonly { readonly excerpt: string; readonly sentAt: string }[]
  readonly unsubscribeUrl: string | null
}
