import { Button, Modal, Textarea } from '@tourmarket/ui'
import { useState, type FormEvent, type ReactElement } from 'react'
import { useI18n } from '../i18n/i18n-context.tsx'

export type TextDialogProps = {
  readonly title: string
  /** The button that opens the dialog. */
  readonly trigger: ReactElement
  readonly label: string
  readonly hint: string
  readonly sendLabel: string
  /** The field's name, which the API's field errors use. */
  readonly name: string
  readonly maxLength: number
  /** §5: the text's error in the page language, or null when it may go. */
  readonly validate: (text: string) => string | null
  /** Sends the trimmed text; the dialog closes and empties when it resolves. */
  readonly send: (text: string) => Promise<void>
  /** What to show under the field when sending failed. */
  readonly failureMessage: (failure: unknown) => string
}

/**
 * A dialog with one text to send from the tour page (a question to the organizer, a complaint):
 * checked first, sent once at a time, its failure shown under the field.
 */
export function TextDialog(props: TextDialogProps) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const invalid = props.validate(text)
    setError(invalid)
    if (invalid !== null) return
    setSending(true)
    try {
      await props.send(text.trim())
      setOpen(false)
      setText('')
    } catch (failure) {
      setError(props.failureMessage(failure))
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal
      title={props.title}
      open={open}
      onOpenChange={setOpen}
      closeLabel={t('common.close')}
      trigger={props.trigger}
    >
      <form onSubmit={submit} noValidate className="tour-complaint">
        <Textarea
          label={props.label}
          hint={props.hint}
          error={error ?? undefined}
          value={text}
          onValueChange={setText}
          maxLength={props.maxLength}
          name={props.name}
        />
        <Button type="submit" loading={sending}>
          {props.sendLabel}
        </Button>
      </form>
    </Modal>
  )
}
