/** A message as the unread count needs it. */
export type CountedMessage = { readonly id: number; readonly senderId: number }

/**
 * How many messages in a chat the viewer has not read: those others sent after the last one the
 * viewer marked as read (mark-as-read). The viewer's own messages never count.
 */
export function unreadCount(
  messages: readonly CountedMessage[],
  viewerId: number,
  lastReadMessageId: number | null,
): number {
  return messages.filter(
    (message) =>
      message.senderId !== viewerId &&
      (lastReadMessageId === null || message.id > lastReadMessageId),
  ).length
}
