/** §9 pages: the chat list loads 20 chats at a time, from offset 0. */
export const CHAT_LIST_LIMIT = 20
export const CHAT_LIST_OFFSET = 0
