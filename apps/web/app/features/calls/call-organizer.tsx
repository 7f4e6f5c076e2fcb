import {
  showsCallOrganizerOnOrganizerPage,
  showsCallOrganizerOnTourPage,
} from '@tourmarket/domain/calls'
import { Modal } from '@tourmarket/ui'
import { lazy, Suspense, useState } from 'react'
import { useLocation } from 'react-router'
import { useShellLocale } from '../../lib/shell-data.ts'
import { CALLBACK_PATH, callbackQuery } from './callback-values.ts'
import { useCallsText } from './calls-text.ts'
import { PhoneIcon } from './phone-icon.tsx'
import './calls.css'

const LazyCallOrganizerBody = lazy(() =>
  import('./call-organizer-body.tsx').then(({ CallOrganizerBody }) => ({
    default: CallOrganizerBody,
  })),
)

/**
 * 'Call the organizer' (§1, §6, §9) on the tour page and the organizer's page, only where the
 * brand enables it: a dialog with the number and code (§7 phone-code/organizer, drawn when it
 * opens), the web call in the chat, and §2 'Request a callback'. The trigger is a link to the
 * storefront's own callback page, so without JavaScript (or before hydration) it still works.
 */
export function CallOrganizer({
  organizerId,
  organizerName,
  tourId,
  placement,
}: {
  organizerId: number
  organizerName: string
  tourId?: number | undefined
  placement: 'tour' | 'organizer'
}) {
  const { brand } = useShellLocale()
  const { text, path } = useCallsText()
  const { pathname, search } = useLocation()
  const [open, setOpen] = useState(false)
  const shown =
    placement === 'tour'
      ? showsCallOrganizerOnTourPage(brand)
      : showsCallOrganizerOnOrganizerPage(brand)
  if (!shown) return null

  const back = `${pathname}${search}`
  const query = callbackQuery({ organizerId, tourId }, back)

  return (
    <Modal
      title={text('calls.callOrganizerTitle', { organizer: organizerName })}
      description={text('calls.dialogLead')}
      open={open}
      onOpenChange={setOpen}
      width={560}
      closeLabel={text('calls.close')}
      className="calls-dialog"
      trigger={
        <a
          href={`${path(CALLBACK_PATH)}?${query}`}
          rel="nofollow"
          className="tm-button tm-button--secondary calls-trigger"
          data-testid="call-organizer"
          onClick={(event) => {
            event.preventDefault()
            setOpen(true)
          }}
        >
          <PhoneIcon />
          {text('calls.callOrganizer')}
        </a>
      }
    >
      <Suspense fallback={<p className="calls-muted">{text('calls.loadingCode')}</p>}>
        <LazyCallOrganizerBody organizerId={organizerId} tourId={tourId} back={back} />
      </Suspense>
    </Modal>
  )
}
