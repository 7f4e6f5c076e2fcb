import type { Chat } from '@tourmarket/contracts'
import { showsCallSupportInChat } from '@tourmarket/domain/calls'
import { Modal } from '@tourmarket/ui'
import { useState } from 'react'
import { useApiCall } from '../../lib/api-call.ts'
import { useShellLocale } from '../../lib/shell-data.ts'
import { PhoneIcon } from './call-organizer.tsx'
import { CallbackForm } from './callback-form.tsx'
import { useCallsText } from './calls-text.ts'
import { PhoneCodePanel } from './phone-code-panel.tsx'
import './calls.css'

/**
 * 'Call support by phone' in a tourist's support chat, only on the brand that enables calling
 * support (§1, §6): the number and code of §7 phone-code/user for the chat, and §2 'Request a
 * callback' (to support). The chat page needs JavaScript already, so this is a plain button.
 */
export function CallSupportByPhone({ chat }: { chat: Chat | null | undefined }) {
  const { brand } = useShellLocale()
  const { text } = useCallsText()
  const call = useApiCall()
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
      <div className="calls-dialog__body">
        <PhoneCodePanel load={() => call('phoneCodeUser', { body: { chat_id: chat.id } })} />
        <CallbackForm
          target={{}}
          lead={text('calls.callbackSupportLead')}
          back={`/chat/${String(chat.id)}`}
        />
      </div>
    </Modal>
  )
}
