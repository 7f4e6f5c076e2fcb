import type { Chat } from '@tourmarket/contracts'
import { showsCallSupportInChat } from '@tourmarket/domain/calls'
import { Modal } from '@tourmarket/ui'
import { lazy, Suspense, useState } from 'react'
import { useShellLocale } from '../../lib/shell-data.ts'
import { useCallsText } from './calls-text.ts'
import { PhoneIcon } from './phone-icon.tsx'
import './calls.css'

const LazyCallSupportBody = lazy(() =>
  import('./call-support-body.tsx').then(({ CallSupportBody }) => ({ default: CallSupportBody })),
)

/**
 * 'Call support by phone' in a tourist's support chat, only on the brand that enables calling
 * support (§1, §6): the number and code of §7 phone-code/user for the chat, and §2 'Request a
 * callback' (to support). The chat page needs JavaScript already, so this is a plain button.
 */
export function CallSupportByPhone({ chat }: { chat: Chat | null | undefined }) {
  const { brand } = useShellLocale()
  const { text } = useCallsText()
  const [open, setOpen] = useState(false)
  if (
    chat === null ||
    chat === undefined ||
    chat.kind !== 'support' ||
    chat.viewer_side !== 'tourist' ||
    !showsCallSupportInChat(brand)
  ) {
    return null
  }
  return (
    <Modal
      title={text('calls.callSupportTitle')}
      open={open}
      onOpenChange={setOpen}
      width={560}
      closeLabel={text('calls.close')}
      className="calls-dialog"
      trigger={
        <button
          type="button"
          className="tm-button tm-button--secondary calls-trigger calls-trigger--chat"
          data-testid="call-support"
        >
          <PhoneIcon />
          <span className="calls-trigger__label">{text('calls.callSupport')}</span>
        </button>
      }
    >
      <Suspense fallback={<p className="calls-muted">{text('calls.loadingCode')}</p>}>
        <LazyCallSupportBody chatId={chat.id} />
      </Suspense>
    </Modal>
  )
}
