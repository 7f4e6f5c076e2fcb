import type { Booking } from '@tourmarket/contracts'
import { CANCEL_REASON_MAX_LENGTH } from '@tourmarket/contracts/limits'
import { daysBeforeStart } from '@tourmarket/domain/booking'
import { Button, Textarea, useForm } from '@tourmarket/ui'
import { useId, useState } from 'react'
import { showApiFailure } from '../../../../lib/api-failure.ts'
import { useApiCall } from '../../../../lib/api-call.ts'
import {
  RefundTimeline,
  refundStepsOf,
} from '../../../../components/cancellation-policy/refund-timeline.tsx'
import { BookingDialog, FormMessage } from '../booking-dialog.tsx'
import { bookingMoney } from '../booking-format.ts'
import { useBookingText } from '../booking-text.ts'

/**
 * What cancelling today sends back, as the API computed it for this viewer (issue 38): the
 * amount in the booking's currency, or why nothing comes back; null when nothing was paid.
 */
function refundText(
  booking: Pick<Booking, 'refund_if_cancelled_now' | 'tour_date'>,
  text: ReturnType<typeof useBookingText>['text'],
): string | null {
  const refund = booking.refund_if_cancelled_now
  if (refund === null) return null
  if (refund.amount > 0) {
    return text('bookingPage.cancel.refund', {
      amount: bookingMoney(refund.amount, refund.currency),
      percent: refund.refund_percent,
    })
  }
  const today = new Date().toISOString().slice(0, 10)
  const days = daysBeforeStart(booking.tour_date.start, today)
  return days < 0
    ? text('bookingPage.cancel.noRefundStarted')
    : text('bookingPage.cancel.noRefund', { count: days })
}

/**
 * §7 request/cancel by the tourist: a reason is required (1–1000 characters, 0016); the page
 * then shows the canceled status and the reason.
 */
export function CancelDialog({
  booking,
  onCanceled,
}: {
  booking: Pick<
    Booking,
    'id' | 'currency' | 'refund_if_cancelled_now' | 'refund_timeline' | 'tour_date'
  >
  onCanceled: () => Promise<void>
}) {
  const { text, formatValidation } = useBookingText()
  const bookingId = booking.id
  const call = useApiCall()
  const formId = useId()
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const form = useForm(
    { message: `required|max:${CANCEL_REASON_MAX_LENGTH}` },
    {
      initialValues: { message: '' },
      formatMessage: formatValidation,
      onSubmit: async (values) => {
        setMessage(null)
        try {
          // The tourist cancels their own booking; notify_client is the organizer's choice (0016).
          await call('requestCancel', {
            body: { id: bookingId, message: values.message.trim(), notify_client: false },
          })
          await onCanceled()
          setOpen(false)
        } catch (error) {
          setMessage(showApiFailure(form, error, ['message'], text('bookingPage.error.generic')))
        }
      },
    },
  )
  return (
    <BookingDialog
      title={text('bookingPage.cancel.title')}
      description={[refundText(booking, text), text('bookingPage.cancel.lead')]
        .filter((part) => part !== null)
        .join(' ')}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" className="bp-actions__cancel">
          {text('bookingPage.cancel.open')}
        </Button>
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {text('bookingPage.cancel.keep')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={form.submitting}
            className="bp-button--danger"
          >
            {text('bookingPage.cancel.submit')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="bp-form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(event)}
      >
        <FormMessage message={message} />
        {/* Issue 44 item 4: the booking page's timeline, the same figures, before committing. */}
        <RefundTimeline
          steps={refundStepsOf(booking.refund_timeline)}
          money={(amount) => bookingMoney(amount, booking.currency)}
          testId="cancel-refund-timeline"
        />
        <Textarea
          label={text('bookingPage.cancel.reason')}
          hint={text('bookingPage.cancel.reasonHint', { max: CANCEL_REASON_MAX_LENGTH })}
          rows={4}
          {...form.register('message')}
        />
      </form>
    </BookingDialog>
  )
}
