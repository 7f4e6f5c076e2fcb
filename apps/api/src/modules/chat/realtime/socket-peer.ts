import type { ChatSocketServerMessage } from '@tourmarket/contracts'
import type { Viewer } from '../../../platform/http/session-guard.ts'

/**
 * What the socket asks about a token's session. Accounts answers it: the composition root hands
 * the accounts service in, so chat needs no import of accounts.
 */
export type SocketSessions = {
  /** The viewer of an access token and when the token expires; null when it is bad or its session has ended. */
  sessionOf(token: string): Promise<{ viewer: Viewer; tokenExpiresAt: Date } | null>
  /** The viewer of an access token, or null when the token is bad or its session has ended. */
  viewerOf(token: string): Promise<Viewer | null>
  /** The organizer each account acts for now, null for one that acts for none. */
  actingOrganizers(userIds: readonly number[]): Promise<Map<number, number | null>>
}

/** A signed-in socket as a handler of its later messages sees it. */
export type SocketPeer = {
  readonly connectionId: string
  readonly viewer: Viewer
  /**
   * The viewer as the database has it now: null once the session ended. What a socket asks to do
   * is authorized by this, not by the scope it had at `auth` (an account may have left an organizer).
   */
  currentViewer(): Promise<Viewer | null>
  send(message: ChatSocketServerMessage): void
}

/**
 * What a socket may say after `auth` besides `reauth` (issue 20: web call signalling). `message`
 * answers false for something it does not understand, which closes the socket as before.
 */
export type SocketMessageHandler = {
  message(peer: SocketPeer, data: unknown): boolean
  closed(peer: SocketPeer): void
}
