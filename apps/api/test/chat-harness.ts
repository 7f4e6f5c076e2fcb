// People of a chat for the chat tests: a tourist, an organizer's account, support, a stranger.
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { users } from '../src/db/schema/index.ts'
import type { AccountsHarness } from './accounts-harness.ts'
import { testPassword } from './accounts-harness.ts'
import { createTour } from './factories.ts'
import { signInStaff } from './staff-sign-in.ts'

export type Person = { readonly token: string; readonly userId: number }

export function chatPeople(harness: AccountsHarness) {
  async function tourist(): Promise<Person> {
    const { token } = await harness.register()
    return { token, userId: (await harness.profileOf(token)).id }
  }

  /** An account that acts for the organizer (decision 0016). */
  async function organizerAccount(organizerId: number): Promise<Person> {
    const person = await tourist()
    await harness.db.update(users).set({ organizerId }).where(eq(users.id, person.userId))
    return person
  }

  /**
   * A staff account signed in with its password and authenticator code: an admin login (§6),
   * which is what support is (issue 43: the console's support role).
   */
  async function support(): Promise<Person> {
    const { email } = await harness.register()
    await harness.db
      .update(users)
      .set({ isStaff: true, staffRole: 'support' })
      .where(eq(users.email, email))
    const { token } = await signInStaff(harness, { email, password: testPassword })
    return { token, userId: (await harness.profileOf(token)).id }
  }

  /** A published tour, its organizer's account and a tourist who asked about it: a chat with one message. */
  async function conversation(message = 'Is there parking at the meeting point?') {
    const tour = await createTour(harness.db)
    const organizer = await organizerAccount(tour.organizerId)
    const asker = await tourist()
    const response = await harness.post('/crm/api/chat/get-chat-with-organizer', {
      token: asker.token,
      body: { organizer_id: tour.organizerId, tour_id: tour.id, message },
    })
    expect(response.statusCode).toBe(200)
    return { tour, organizer, tourist: asker, chatId: response.json<{ id: number }>().id }
  }

  return { tourist, organizerAccount, support, conversation }
}
