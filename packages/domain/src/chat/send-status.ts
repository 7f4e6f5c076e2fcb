import { chatMessageStatus, type ChatMessageStatus } from '../enums/chat.ts'

/** What happens to a message the user sends: it goes out, the server answers, or the user retries. */
export type SendEvent = 'start' | 'succeed' | 'fail' | 'retry'

/**
 * §4 chat message send: waiting, loading, then failed or success; a failed message can be retried
 * (back to waiting, issue 17). An event that does not apply leaves the status as it is: a late
 * answer for a message already settled changes nothing.
 */
export function nextSendStatus(status: ChatMessageStatus, event: SendEvent): ChatMessageStatus {
  switch (event) {
    case 'start':
      return status === chatMessageStatus.waiting ? chatMessageStatus.loading : status
    case 'succeed':
      return status === chatMessageStatus.loading ? chatMessageStatus.success : status
    case 'fail':
      return status === chatMessageStatus.loading ? chatMessageStatus.failed : status
    case 'retry':
      return status === chatMessageStatus.failed ? chatMessageStatus.waiting : status
    default: {
      const unknownEvent: never = event
      throw new Error(`Unknown send event ${String(unknownEvent)}`)
    }
  }
}

/** Whether the user may press 'retry' on a message. */
export function canRetry(status: ChatMessageStatus): boolean {
  return status === chatMessageStatus.failed
}
