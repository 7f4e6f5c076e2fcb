// The fleet bench's mixed workload: five kinds of request at fixed rates (open loop: a slow answer
// never delays the next request), each recorded with when it started, how long it took and how
// it ended. Clients retry as the spec's HTTP rules say (§9): once for a request without a body,
// never for one with a body.
import { randomUUID } from 'node:crypto'
import { shouldRetry } from '@tourmarket/domain/http'

export const KINDS = ['search', 'tour page', 'sign-in', 'booking', 'chat'] as const
export type Kind = (typeof KINDS)[number]

/** `refused`: an answer the workload expects now and then (a date sold out), not a failure. */
export type Outcome = {
  readonly kind: Kind
  readonly startedAt: number
  readonly durationMs: number
  readonly result: 'ok' | 'refused' | 'failed'
  readonly status: number | 'network'
  readonly retried: boolean
}

export type BenchAccount = {
  readonly email: string
  readonly password: string
  readonly address: string
  readonly token: string
  readonly chatId: number
}

export type WorkloadTargets = {
  readonly publicUrl: string
  readonly tourSlugs: readonly string[]
  readonly tourDateIds: readonly number[]
  readonly accounts: readonly BenchAccount[]
}

/** What the database must show afterwards: bookings the API confirmed, messages it accepted. */
export type Acknowledged = {
  readonly bookings: { id: number; key: string }[]
  readonly bookingKeysSent: string[]
  readonly messageIds: number[]
}

type Attempt = { status: number | 'network'; body: unknown }

async function attempt(url: string, init: RequestInit): Promise<Attempt> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) })
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // a page, not JSON
    }
    return { status: response.status, body }
  } catch {
    return { status: 'network', body: null }
  }
}

const isOk = (status: number | 'network') => typeof status === 'number' && status < 400

/** One request as the storefront's client makes it, retried by the same §9 rule. */
async function request(url: string, init: RequestInit): Promise<Attempt & { retried: boolean }> {
  const first = await attempt(url, init)
  const retriable = shouldRetry({
    method: init.method ?? 'GET',
    status: first.status === 'network' ? 'network-error' : first.status,
    attempt: 1,
  })
  if (!retriable) return { ...first, retried: false }
  return { ...(await attempt(url, init)), retried: true }
}

export function createWorkload(targets: WorkloadTargets, runStartedAt: number) {
  const outcomes: Outcome[] = []
  const acknowledged: Acknowledged = { bookings: [], bookingKeysSent: [], messageIds: [] }
  let counter = 0

  async function timed(
    kind: Kind,
    run: () => Promise<Attempt & { retried: boolean }>,
    judge: (done: Attempt) => Outcome['result'] = (done) => (isOk(done.status) ? 'ok' : 'failed'),
  ): Promise<void> {
    const started = performance.now()
    const startedAt = Date.now() - runStartedAt
    const done = await run()
    outcomes.push({
      kind,
      startedAt,
      durationMs: performance.now() - started,
      result: judge(done),
      status: done.status,
      retried: done.retried,
    })
  }

  const accountAt = (index: number) => targets.accounts[index % targets.accounts.length]!
  const headersOf = (account: BenchAccount, json = true): Record<string, string> => ({
    ...(json ? { 'content-type': 'application/json' } : {}),
    'x-forwarded-for': account.address,
    'x-authorization': `Bearer ${account.token}`,
  })

  const send: Record<Kind, () => Promise<void>> = {
    search: () => {
      const page = 1 + (counter++ % 5)
      return timed('search', () =>
        request(
          `${targets.publicUrl}/spa/tours-page?limit=12&page=${String(page)}&expand=filters`,
          {},
        ),
      )
    },
    'tour page': () => {
      const slug = targets.tourSlugs[counter++ % targets.tourSlugs.length]!
      return timed('tour page', () => request(`${targets.publicUrl}/${slug}`, {}))
    },
    'sign-in': () => {
      const account = accountAt(counter++)
      return timed('sign-in', () =>
        request(`${targets.publicUrl}/crm/api/user/auth`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': account.address },
          body: JSON.stringify({ login: account.email, password: account.password }),
        }),
      )
    },
    booking: () => {
      const index = counter++
      const account = accountAt(index)
      const key = randomUUID()
      acknowledged.bookingKeysSent.push(key)
      const tourDateId = targets.tourDateIds[index % targets.tourDateIds.length]!
      return timed(
        'booking',
        async () => {
          const done = await request(`${targets.publicUrl}/crm/api/request/create`, {
            method: 'POST',
            headers: { ...headersOf(account), 'idempotency-key': key },
            body: JSON.stringify({
              tour_date_id: tourDateId,
              tourists: [{ first_name: 'Fleet', last_name: 'Bench', birthday: '1990-05-17' }],
              contact: {
                first_name: 'Fleet',
                last_name: 'Bench',
                email: account.email,
                phone: '+12025550147',
              },
              // How the database check finds this booking again (bookings lost or duplicated).
              comment: `bench-fleet ${key}`,
              consent: true,
            }),
          })
          if (done.status === 200) {
            acknowledged.bookings.push({ id: (done.body as { id: number }).id, key })
          }
          return done
        },
        // A date sold out, or an account at its unpaid-bookings cap, is the API's right answer.
        (done) => (isOk(done.status) ? 'ok' : done.status === 409 ? 'refused' : 'failed'),
      )
    },
    chat: () => {
      const account = accountAt(counter++)
      return timed('chat', async () => {
        const done = await request(`${targets.publicUrl}/crm/api/chat/send-message`, {
          method: 'POST',
          headers: headersOf(account),
          body: JSON.stringify({ chat_id: account.chatId, message: `bench ${randomUUID()}` }),
        })
        if (done.status === 200) acknowledged.messageIds.push((done.body as { id: number }).id)
        return done
      })
    },
  }

  /** Sends each kind at its rate (per second) for `durationMs`; resolves once every answer is in. */
  async function run(rates: Readonly<Record<Kind, number>>, durationMs: number): Promise<void> {
    const inFlight: Promise<void>[] = []
    await Promise.all(
      KINDS.map(async (kind) => {
        const periodMs = 1000 / rates[kind]
        const startedAt = performance.now()
        for (let index = 0; index * periodMs < durationMs; index += 1) {
          const due = startedAt + index * periodMs
          const wait = due - performance.now()
          if (wait > 0) await new Promise((done) => setTimeout(done, wait))
          inFlight.push(send[kind]())
        }
      }),
    )
    await Promise.all(inFlight)
  }

  return { run, outcomes, acknowledged }
}
