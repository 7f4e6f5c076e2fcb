import { isApiHttpError } from '@tourmarket/api-client/client'
import { COMPLAINT_TEXT_MAX_LENGTH, COMPLAINT_TEXT_MIN_LENGTH } from '@tourmarket/contracts/limits'
import { type Translator } from '@tourmarket/domain/i18n'
import { VALIDATION_MESSAGE_KEYS } from '@tourmarket/domain/validation'
import { Button, Modal, Textarea, useToast } from '@tourmarket/ui'
import { useState, type FormEvent } from 'react'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useApiClient } from '../../../lib/api-client-context.tsx'

import { callApi } from '../../../lib/api-call.ts'

/** §5 the complaint text's rules, in the page language; null when the text is valid. */
export function complaintTextError(text: string, t: Translator): string | null {
  const length = text.trim().length
  if (length === 0) return t(VALIDATION_MESSAGE_KEYS.required)
  if (length < COMPLAINT_TEXT_MIN_LENGTH) {
    return t(VALIDATION_MESSAGE_KEYS.min, { length: COMPLAINT_TEXT_MIN_LENGTH })
  }
  if (length > COMPLAINT_TEXT_MAX_LENGTH) {
    return t(VALIDATION_MESSAGE_KEYS.max, { length: COMPLAINT_TEXT_MAX_LENGTH })
  }
  return null
}

/** §7 POST /crm/api/tour/complaint behind a 'Report a problem' link; success shows a toast. */
export function TourComplaint({ tourId }: { tourId: number }) {
  const { t } = useI18n()
  const api = useApiClient()
  const toast = useToast()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const invalid = complaintTextError(text, t)
    setError(invalid)
    if (invalid !== null || api === null || sending) return
    setSending(true)
    try {
      await callApi(api, 'tourComplaint', { body: { tour_id: tourId, text: text.trim() } })
      setOpen(false)
      setText('')
      toast.show({ type: 'success', text: t('tour.reportSent') })
    } catch (failure) {
      // The API words §5 messages in the request's language; other failures get §8's default.
      const fieldMessage = isApiHttpError(failure) ? failure.errors.text?.[0] : undefined
      setError(
        fieldMessage ?? (failure instanceof Error ? failure.message : t('errorPage.defaultText')),
      )
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal
      title={t('tour.reportTitle')}
      open={open}
      onOpenChange={setOpen}
      closeLabel={t('common.close')}
      trigger={
        <button type="button" className="tour-link-button">
          {t('tour.report')}
        </button>
      }
    >
      <form onSubmit={submit} noValidate className="tour-complaint">
        <Textarea
          label={t('tour.reportLabel')}
          hint={t('tour.reportHint')}
          error={error ?? undefined}
          value={text}
          onValueChange={setText}
          maxLength={COMPLAINT_TEXT_MAX_LENGTH}
          name="text"
        />
        <Button type="submit" loading={sending}>
          {t('tour.reportSend')}
        </Button>
      </form>
    </Modal>
  )
}
