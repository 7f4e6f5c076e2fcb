import { isApiHttpError } from '@tourmarket/api-client/client'
import { COMPLAINT_TEXT_MAX_LENGTH, COMPLAINT_TEXT_MIN_LENGTH } from '@tourmarket/contracts/limits'
import { type Translator } from '@tourmarket/domain/i18n'
import { VALIDATION_MESSAGE_KEYS } from '@tourmarket/domain/validation'
import { useToast } from '@tourmarket/ui'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { callApi } from '../../../lib/api-call.ts'
import { useApiClient } from '../../../lib/api-client-context.tsx'
import { TextDialog } from '../../../components/text-dialog.tsx'

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

  return (
    <TextDialog
      title={t('tour.reportTitle')}
      trigger={
        <button type="button" className="tour-link-button">
          {t('tour.report')}
        </button>
      }
      label={t('tour.reportLabel')}
      hint={t('tour.reportHint')}
      sendLabel={t('tour.reportSend')}
      name="text"
      maxLength={COMPLAINT_TEXT_MAX_LENGTH}
      validate={(text) => complaintTextError(text, t)}
      send={async (text) => {
        if (api === null) throw new Error(t('errorPage.defaultText'))
        await callApi(api, 'tourComplaint', { body: { tour_id: tourId, text } })
        toast.show({ type: 'success', text: t('tour.reportSent') })
      }}
      // The API words §5 messages in the request's language; other failures get §8's default.
      failureMessage={(failure) =>
        (isApiHttpError(failure) ? failure.errors.text?.[0] : undefined) ??
        (failure instanceof Error ? failure.message : t('errorPage.defaultText'))
      }
    />
  )
}
