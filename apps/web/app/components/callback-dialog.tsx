import { Modal } from '@tourmarket/ui'
import { useI18n } from '../i18n/i18n-context.tsx'
import { useShellLocale } from '../lib/shell-data.ts'

/**
 * §2 callback dialog: 'Callback requested' / 'Callback request successful!', followed by the
 * phone the call will go to when one was given.
 */
export function CallbackDialog({
  open,
  onOpenChange,
  phone,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  phone?: string | null
}) {
  const { t } = useI18n()
  const { brand } = useShellLocale()
  const givenPhone = phone?.trim() ?? ''
  return (
    <Modal
      title={t('callback.title')}
      open={open}
      onOpenChange={onOpenChange}
      width={brand.uikit.modalWidth}
      closeLabel={t('common.close')}
    >
      <p className="callback-dialog__text">
        {t('callback.success')}
        {givenPhone === '' ? null : (
          <>
            {' '}
            <a href={`tel:${givenPhone.replace(/[^\d+]/g, '')}`} className="callback-dialog__phone">
              {givenPhone}
            </a>
          </>
        )}
      </p>
    </Modal>
  )
}
