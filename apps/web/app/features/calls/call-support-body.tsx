import { useApiCall } from '../../lib/api-call.ts'
import { CallbackForm } from './callback-form.tsx'
import { useCallsText } from './calls-text.ts'
import { PhoneCodePanel } from './phone-code-panel.tsx'

/** The support call dialog's content, loaded when it first opens (the phone input's weight). */
export function CallSupportBody({ chatId }: { chatId: number }) {
  const { text } = useCallsText()
  const call = useApiCall()
  return (
    <div className="calls-dialog__body">
      <PhoneCodePanel load={() => call('phoneCodeUser', { body: { chat_id: chatId } })} />
      <CallbackForm
        target={{}}
        lead={text('calls.callbackSupportLead')}
        back={`/chat/${String(chatId)}`}
      />
    </div>
  )
}
