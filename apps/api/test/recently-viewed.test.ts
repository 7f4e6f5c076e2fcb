import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { RECENTLY_VIEWED_LIMIT } from '@tourmarket/domain/session'
import { tours } from '../src/db/schema/index.ts'
import { useAccountsHarness } from './accounts-harness.ts'
import { testDatabases } from './databases.ts'
import { createTour } from './factories.ts'

const PATH = '/crm/api/user/recently-viewed-tours'
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

type Listed = { data: { tour_id: number; viewed_at: string }[] }

describe.each(testDatabases)('issue 42 recently viewed tours on $name', (target) => {
  const harness = useAccountsHarness(target)

  it('records views, newest first, each tour once at its latest view', async () => {
    const { token } = await harness.register()
    const first = await createTour(harness.db)
    const second = await createTour(harness.db)
    await harness.post(PATH, {
      token,
      body: { tours: [{ tour_id: first.id, viewed_at: minutesAgo(5) }] },
    })
    await harness.post(PATH, {
      token,
      body: { tours: [{ tour_id: second.id, viewed_at: minutesAgo(3) }] },
    })
    const again = await harness.post(PATH, {
      token,
      body: { tours: [{ tour_id: first.id, viewed_at: minutesAgo(1) }] },
    })
    expect(again.statusCode).toBe(200)
    expect(again.json<Listed>().data.map((view) => view.tour_id)).toEqual([first.id, second.id])
    const listed = await harness.get(PATH, { token })
    expect(listed.json()).toEqual(again.json())
  })

  it('two views recorded at once both answer and leave one list', async () => {
    const { token } = await harness.register()
    const tourList = [await createTour(harness.db), await createTour(harness.db)]
    const answers = await Promise.all(
      [...tourList, ...tourList].map((tour, index) =>
        harness.post(PATH, {
          token,
          body: { tours: [{ tour_id: tour.id, viewed_at: minutesAgo(4 - index) }] },
        }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200])
    const listed = await harness.get(PATH, { token })
    expect(
      listed
        .json<Listed>()
        .data.map((view) => view.tour_id)
        .sort((a, b) => a - b),
    ).toEqual(tourList.map((tour) => tour.id).sort((a, b) => a - b))
  })

  it('merges a device list at sign-in: the latest view wins, unknown tours are left out', async () => {
    const { token } = await harness.register()
    const [a, b, c] = [
      await createTour(harness.db),
      await createTour(harness.db),
      await createTour(harness.db),
    ]
    await harness.post(PATH, {
      token,
      body: {
        tours: [
          { tour_id: a.id, viewed_at: minutesAgo(2) },
          { tour_id: b.id, viewed_at: minutesAgo(20) },
        ],
      },
    })
    const merged = await harness.post(PATH, {
      token,
      body: {
        tours: [
          { tour_id: b.id, viewed_at: minutesAgo(1) },
          { tour_id: c.id, viewed_at: minutesAgo(30) },
          { tour_id: 999_999, viewed_at: minutesAgo(1) },
        ],
      },
    })
    expect(merged.json<Listed>().data.map((view) => view.tour_id)).toEqual([b.id, a.id, c.id])
  })

  it('keeps the newest views only, and a time ahead of the clock counts as now', async () => {
    const { token } = await harness.register()
    const created: Awaited<ReturnType<typeof createTour>>[] = []
    for (let index = 0; index <= RECENTLY_VIEWED_LIMIT; index += 1) {
      created.push(await createTour(harness.db))
    }
    const before = Date.now()
    await harness.post(PATH, {
      token,
      body: {
        tours: created.slice(1).map((tour, index) => ({
          tour_id: tour.id,
          viewed_at: minutesAgo(index + 10),
        })),
      },
    })
    const future = new Date(Date.now() + 86_400_000).toISOString()
    const listed = await harness.post(PATH, {
      token,
      body: { tours: [{ tour_id: created[0]!.id, viewed_at: future }] },
    })
    const { data } = listed.json<Listed>()
    expect(data).toHaveLength(RECENTLY_VIEWED_LIMIT)
    expect(data[0]?.tour_id).toBe(created[0]!.id)
    expect(Date.parse(data[0]!.viewed_at)).toBeGreaterThanOrEqual(before)
    expect(Date.parse(data[0]!.viewed_at)).toBeLessThanOrEqual(Date.now())
    expect(data.some((view) => view.tour_id === created.at(-1)!.id)).toBe(false)
  })

  it('lists tours still on the site only, and each user their own', async () => {
    const owner = await harness.register()
    const other = await harness.register()
    const listed = await createTour(harness.db)
    const withdrawn = await createTour(harness.db)
    await harness.post(PATH, {
      token: owner.token,
      body: {
        tours: [
          { tour_id: listed.id, viewed_at: minutesAgo(1) },
          { tour_id: withdrawn.id, viewed_at: minutesAgo(2) },
        ],
      },
    })
    await harness.db
      .update(tours)
      .set({ isPublished: false, status: 'hidden' })
      .where(eq(tours.id, withdrawn.id))
    const own = await harness.get(PATH, { token: owner.token })
    expect(own.json<Listed>().data.map((view) => view.tour_id)).toEqual([listed.id])
    expect((await harness.get(PATH, { token: other.token })).json()).toEqual({ data: [] })
  })

  it('refuses bad input naming the field, and needs a session', async () => {
    const { token } = await harness.register()
    const noTime = await harness.post(PATH, { token, body: { tours: [{ tour_id: 1 }] } })
    expect(noTime.statusCode).toBe(400)
    expect(JSON.stringify(noTime.json())).toContain('viewed_at')
    const empty = await harness.post(PATH, { token, body: { tours: [] } })
    expect(empty.statusCode).toBe(400)
    expect(JSON.stringify(empty.json())).toContain('tours')
    expect((await harness.get(PATH)).statusCode).toBe(401)
    expect((await harness.post(PATH, { body: { tours: [] } })).statusCode).toBe(401)
  })
})
