import { Button, Modal, type FormController, type ModalProps } from '@tourmarket/ui'
import { useId, type ReactNode } from 'react'
import { useShellLocale } from '../../../lib/shell-data.ts'
import { useBookingText } from './booking-text.ts'

/** The kit's modal at the brand's width (§9) with its close button named in the page language. */
export function BookingDialog(props: Omit<ModalProps, 'width' | 'closeLabel'>) {
  const { t } = useBookingText()
  const { brand } = useShellLocale()
  return <Modal {...props} width={brand.uikit.modalWidth} closeLabel={t('common.close')} />
}

/** A form's message that is not about one field (a §8 refusal); announced when it appears. */
export function FormMessage({ message }: { message: string | null }) {
  return (
    <div role="alert" className="bp-form__message-slot">
      {message === null ? null : <p className="bp-form__message">{message}</p>}
    </div>
  )
}

/**
 * A dialog that edits one tourist's details: opened from the tourist's card, its form saved from
 * the footer, a refusal that names no field shown above the fields.
 */
export function TouristFormDialog({
  title,
  description,
  openLabel,
  open,
  onOpenChange,
  form,
  formClassName,
  message,
  children,
}: {
  title: string
  description?: string
  openLabel: string
  open: boolean
  onOpenChange: (open: boolean) => void
  form: Pick<FormController<Record<string, string>>, 'submitting' | 'handleSubmit'>
  formClassName: string
  message: string | null
  children: ReactNode
}) {
  const { text } = useBookingText()
  const formId = useId()
  return (
    <BookingDialog
      title={title}
      description={description}
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="secondary" className="bp-tourist__action" aria-label={title}>
          {openLabel}
        </Button>
      }
      footer={
        <Button type="submit" form={formId} loading={form.submitting}>
          {text('bookingPage.tourist.save')}
        </Button>
      }
    >
      <form
        id={formId}
        className={formClassName}
        noValidate
        onSubmit={(event) => void form.handleSubmit(event)}
      >
        <FormMessage message={message} />
        {children}
      </form>
    </BookingDialog>
  )
}
