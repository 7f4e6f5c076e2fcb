import { addDays } from '@tourmarket/domain/inputs'
import { priceOnDay } from '@tourmarket/domain/pricing'
import type { Currency, DiscountKind } from '@tourmarket/domain/enums'
import type { CalendarDate } from '@tourmarket/domain/inputs'
import { eq, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { users } from '../src/db/schema/index.ts'
import { createPasswordHasher } from '../src/modules/accounts/passwords.ts'
import { isFinishedTour } from '../src/seed/catalogue.ts'
import { demoAdminAccount, demoConsoleStaffAccounts } from '../src/seed/demo-admin.ts'
import {
  demoOrganizerAccount,
  demoReviewInvitationUuids,
  demoSupportAccount,
  demoTouristAccount,
} from '../src/seed/demo-accounts.ts'
import { CatalogueNotEmptyError, isTourTableEmpty, seedCatalogue } from '../src/seed/seed.ts'
import { demoCannedAnswers, demoHelpRequests } from '../src/seed/support-demo.ts'
import { testDatabases, useMigratedDatabase } from './databases.ts'

const today: CalendarDate = '2025-06-01'
const options = { tours: 60, seed: 11, today, demoAccounts: true } as const

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  const result = await database.db.execute(query)
  return result.rows as T[]
}

async function digest(database: Database): Promise<string> {
  const [row] = await rows<{ tours: string; dates: string; reviews: string }>(
    database,
    sql`select
      (select md5(string_agg(t::text, '|' order by t.id)) from tours t) as tours,
      (select md5(string_agg(d::text, '|' order by d.id)) from tour_dates d) as dates,
      (select md5(string_agg(r::text, '|' order by r.id)) from reviews r) as reviews`,
  )
  return JSON.stringify(row)
}

describe.each(testDatabases)('§3/§7 demo catalogue seed on $name', (target) => {
  const testDatabase = useMigratedDatabase(target)

  it('seeds an empty catalogue, refuses a filled one without reset, and is deterministic', async () => {
    const { database } = testDatabase
    expect(await isTourTableEmpty(database)).toBe(true)
    const first = await seedCatalogue(database, options)
    expect(first.counts.tours).toBe(60)
    expect(await isTourTableEmpty(database)).toBe(false)
    const seeded = await digest(database)

    await expect(seedCatalogue(database, options)).rejects.toThrow(CatalogueNotEmptyError)
    await expect(seedCatalogue(database, options)).rejects.toThrow(/--reset/)
    expect(await digest(database)).toBe(seeded)

    await seedCatalogue(database, { ...options, seed: 12, reset: true })
    expect(await digest(database)).not.toBe(seeded)
    const again = await seedCatalogue(database, { ...options, reset: true })
    expect(again.counts).toEqual(first.counts)
    expect(await digest(database)).toBe(seeded)
  })

  it('gives every tour 3-12 dates starting within the next 18 months from today', async () => {
    const counts = await rows<{ tour_id: number; dates: number; first: string; last: string }>(
      testDatabase.database,
      sql`select t.id as tour_id, count(d.id)::int as dates, min(d.start_date)::text as first, max(d.start_date)::text as last
          from tours t left join tour_dates d on d.tour_id = t.id
            -- The demo past trips' dates (issue 19, the office demo's) are over on purpose.
            and not (d.is_closed and exists (select 1 from booking_requests b where b.tour_date_id = d.id))
          group by t.id`,
    )
    expect(counts).toHaveLength(60)
    const horizon = addDays(today, 548)
    for (const row of counts.filter(({ tour_id }) => !isFinishedTour(tour_id))) {
      expect(row.dates).toBeGreaterThanOrEqual(3)
      expect(row.dates).toBeLessThanOrEqual(12)
      expect(row.first > today).toBe(true)
      expect(row.last <= horizon).toBe(true)
    }
  })

  it('§8 410: a few finished tours, every date over, sold by date and kept for their reviews', async () => {
    const finished = await rows<{
      id: number
      dates: number
      first: string
      last_end: string
      on_request: boolean
      reviews: number
      discounts: number
      trips_on_own_dates: boolean
    }>(
      testDatabase.database,
      sql`select t.id, count(d.id)::int as dates, min(d.start_date)::text as first, max(d.end_date)::text as last_end,
                 t.is_on_request as on_request, t.reviews_count as reviews,
                 (select count(*)::int from discounts x where x.tour_id = t.id) as discounts,
                 (select bool_and(r.trip_date in (select start_date from tour_dates where tour_id = t.id)) from reviews r where r.tour_id = t.id) as trips_on_own_dates
          from tours t join tour_dates d on d.tour_id = t.id
          where t.id in (7, 57) group by t.id order by t.id`,
    )
    expect(finished.map((tour) => tour.id)).toEqual([7, 57])
    for (const tour of finished) {
      expect(isFinishedTour(tour.id)).toBe(true)
      expect(tour.dates).toBeGreaterThanOrEqual(3)
      expect(tour.first >= addDays(today, -548)).toBe(true)
      // Over at least two weeks before today, so no time zone brings a date back.
      expect(tour.last_end < addDays(today, -13)).toBe(true)
      expect(tour).toMatchObject({ on_request: false, discounts: 0, trips_on_own_dates: true })
      expect(tour.reviews).toBeGreaterThan(0)
    }
  })

  it('keeps rows consistent: route, region, country, cruise and program agree with the tour', async () => {
    const problems = await rows<{ problem: string; count: number }>(
      testDatabase.database,
      sql`select 'start city not in tour country' as problem, count(*)::int as count from tours t join cities c on c.id = t.start_city_id where c.country_id <> t.country_id or c.region_id <> t.region_id
          union all select 'first place is not the start city', count(*)::int from tours t join tour_places p on p.tour_id = t.id and p.position = 0 where p.city_id <> t.start_city_id
          union all select 'place region or country wrong', count(*)::int from tour_places p join cities c on c.id = p.city_id where c.country_id <> p.country_id or c.region_id is distinct from p.region_id
          union all select 'date length differs from tour', count(*)::int from tour_dates d join tours t on t.id = d.tour_id where d.duration_days <> t.duration_days or d.end_date - d.start_date + 1 <> t.duration_days
          union all select 'date discount from another tour', count(*)::int from tour_dates d join discounts x on x.id = d.discount_id where x.tour_id <> d.tour_id
          union all select 'on_tour_date discount names another tour''s date', count(*)::int from discounts x left join tour_dates d on d.id = x.tour_date_id where x.kind = 'on_tour_date' and (d.id is null or d.tour_id <> x.tour_id)
          union all select 'review organizer differs from tour organizer', count(*)::int from reviews r join tours t on t.id = r.tour_id where r.organizer_id <> t.organizer_id
          union all select 'program days differ from duration', count(*)::int from tours t join tour_programs p on p.tour_id = t.id and p.is_default where (select count(*) from tour_program_days d where d.program_id = p.id) <> t.duration_days
          union all select 'media count outside 4-10', count(*)::int from tours t where (select count(*) from tour_media m where m.tour_id = t.id) not between 4 and 10
          union all select 'excursion not one day', count(*)::int from tours t where t.type = 2 and t.duration_days <> 1
          union all select 'cruise without ship or water', count(*)::int from tours t where t.is_cruise and (t.ship_id is null or t.water_object_id is null or t.cruise_type is null)
          union all select 'seats outside 6-30 or free above seats', count(*)::int from tour_dates d where d.number_of_seats not between 6 and 30 or d.number_of_free_seats not between 0 and d.number_of_seats`,
    )
    expect(problems.filter((row) => row.count > 0)).toEqual([])
  })

  it('§2 slugs: tours end in -{id}; landing slugs are unique across every kind', async () => {
    const tours = await rows<{ id: number; slug: string }>(
      testDatabase.database,
      sql`select id, slug from tours`,
    )
    for (const tour of tours)
      expect(tour.slug).toMatch(new RegExp(`^[a-z0-9]+(-[a-z0-9]+)*-${String(tour.id)}$`))
    const landing = await rows<{ slug: string }>(
      testDatabase.database,
      sql`select slug from countries union all select slug from regions union all select slug from cities
          union all select slug from rest_kinds union all select slug from collections union all select slug from showplaces
          union all select slug from ships union all select slug from water_objects`,
    )
    const slugs = landing.map((row) => row.slug)
    expect(slugs.length).toBeGreaterThan(1000)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(slug).not.toMatch(/-\d+$/)
    }
  })

  it('§3 prices: positive integer minor units, price = base after the best automatic discount', async () => {
    const dates = await rows<{
      id: number
      tour_id: number
      start_date: string
      currency: Currency
      base_price_minor: number
      price_minor: number
      price_usd_minor: number
      discount_id: number | null
      units: string
    }>(
      testDatabase.database,
      sql`select d.id, d.tour_id, d.start_date::text as start_date, d.currency, d.base_price_minor, d.price_minor, d.price_usd_minor, d.discount_id, r.units_per_usd_micros::text as units
          from tour_dates d join currency_rates r on r.currency = d.currency`,
    )
    const discounts = await rows<{
      id: number
      tour_id: number
      kind: DiscountKind
      percent: number
      is_auto: boolean
      booked_from: string | null
      booked_to: string | null
      days_before_start: number | null
      date_from: string | null
      date_to: string | null
      tour_date_id: number | null
    }>(
      testDatabase.database,
      sql`select id, tour_id, kind, percent, is_auto, booked_from::text, booked_to::text, days_before_start, date_from::text, date_to::text, tour_date_id from discounts`,
    )
    expect(new Set(discounts.map((discount) => discount.kind)).size).toBe(4)
    let discounted = 0
    for (const date of dates) {
      expect(Number.isInteger(date.base_price_minor) && date.base_price_minor > 0).toBe(true)
      expect(Number.isInteger(date.price_minor) && date.price_minor > 0).toBe(true)
      expect(date.price_minor).toBeLessThanOrEqual(date.base_price_minor)
      const terms = discounts
        .filter((discount) => discount.tour_id === date.tour_id)
        .map((discount) => ({
          id: discount.id,
          kind: discount.kind,
          percent: discount.percent,
          isAuto: discount.is_auto,
          bookedFrom: discount.booked_from,
          bookedTo: discount.booked_to,
          daysBeforeStart: discount.days_before_start,
          dateFrom: discount.date_from,
          dateTo: discount.date_to,
          tourDateId: discount.tour_date_id,
        }))
      const expected = priceOnDay(
        {
          id: date.id,
          startDate: date.start_date,
          currency: date.currency,
          basePriceMinor: date.base_price_minor,
        },
        terms,
        today,
      )
      expect(date.price_minor).toBe(expected.priceMinor)
      expect(date.discount_id).toBe(expected.discount?.id ?? null)
      const usd = Number(
        (2n * BigInt(date.price_minor) * 1_000_000n + BigInt(date.units)) /
          (2n * BigInt(date.units)),
      )
      expect(date.price_usd_minor).toBe(usd)
      if (date.discount_id !== null) discounted += 1
    }
    expect(discounted).toBeGreaterThan(0)
    const currencies = new Set(dates.map((date) => date.currency))
    expect(currencies.has('USD') && currencies.has('EUR')).toBe(true)
  })

  it('§9 ratings of tours and organizers agree with their reviews', async () => {
    const mismatches = await rows<{ kind: string; id: number }>(
      testDatabase.database,
      sql`select 'tour' as kind, t.id from tours t left join (select tour_id, count(*) as n, round(avg(rating), 2) as avg from reviews group by tour_id) r on r.tour_id = t.id
            where t.reviews_count <> coalesce(r.n, 0) or t.rating is distinct from r.avg
          union all
          select 'organizer', o.id from organizers o left join (select organizer_id, count(*) as n, round(avg(rating), 2) as avg from reviews group by organizer_id) r on r.organizer_id = o.id
            where o.reviews_count <> coalesce(r.n, 0) or o.rating is distinct from r.avg`,
    )
    expect(mismatches).toEqual([])
    const [spread] = await rows<{ reviews: number; positive: number; outside: number }>(
      testDatabase.database,
      sql`select count(*)::int as reviews, count(*) filter (where rating >= 4)::int as positive, count(*) filter (where rating not between 1 and 5)::int as outside from reviews`,
    )
    expect(spread?.outside).toBe(0)
    expect(spread?.positive ?? 0).toBeGreaterThan((spread?.reviews ?? 0) * 0.7)
  })

  it('has English and Russian texts, generated image keys and HTML paragraphs', async () => {
    const [missing] = await rows<{ count: number }>(
      testDatabase.database,
      sql`select count(*)::int as count from tours where title_ru !~ '[А-Яа-яЁё]' or summary_ru !~ '[А-Яа-яЁё]' or description_ru !~ '[А-Яа-яЁё]'
            or description !~ '^<p>' or cover_key !~ '^landscape-[0-9]+$'`,
    )
    expect(missing?.count).toBe(0)
    const [keys] = await rows<{ bad: number }>(
      testDatabase.database,
      sql`select (select count(*) from organizers where avatar_key !~ '^portrait-[0-9]+$')::int
               + (select count(*) from blog_posts where cover_key !~ '^journal-[0-9]+$')::int
               + (select count(*) from tour_media where image_key !~ '^landscape-[0-9]+$' or alt = '' or alt_ru !~ '[А-Яа-яЁё]')::int
               + (select count(*) from cities where name_ru !~ '[А-Яа-яЁё]')::int as bad`,
    )
    expect(keys?.bad).toBe(0)
  })

  it('§3/§7 site settings, content and lookups are in place', async () => {
    const settings = await rows<{ key: string; value: Record<string, unknown> }>(
      testDatabase.database,
      sql`select key, value from site_settings order by key`,
    )
    expect(settings.map((row) => row.key)).toEqual([
      'chat_sources',
      'contacts',
      'groups_in_social_network',
      'site_tokens',
      'work_time',
    ])
    const tokens = settings.find((row) => row.key === 'site_tokens')?.value
    // §5: no captcha provider or key, so the storefront loads no captcha until one is configured.
    expect(tokens).toMatchObject({
      captcha_provider: null,
      captcha_key: null,
      main_auth_method: 'password',
    })
    const contacts = settings.find((row) => row.key === 'contacts')?.value as {
      phones: { type: string; entity: unknown }[]
    }
    expect(contacts.phones.map((phone) => phone.type)).toContain('main')
    expect(contacts.phones.some((phone) => phone.entity !== null)).toBe(true)
    const [counts] = await rows<Record<string, number>>(
      testDatabase.database,
      sql`select (select count(*) from blog_posts)::int as posts, (select count(distinct category_slug) from blog_posts)::int as categories,
                 (select count(*) from help_articles)::int as articles, (select count(distinct section_slug) from help_articles)::int as sections,
                 (select count(*) from languages)::int as languages, (select count(*) from currency_rates)::int as rates,
                 (select count(*) from seo_pages)::int as seo_pages, (select count(*) from short_links)::int as short_links,
                 (select count(*) from tour_questions where answer is not null)::int as answered`,
    )
    expect(counts).toMatchObject({ categories: 5, sections: 5, languages: 13, rates: 7 })
    expect(counts?.posts).toBeGreaterThanOrEqual(30)
    expect(counts?.articles).toBeGreaterThanOrEqual(15)
    expect(counts?.seo_pages).toBeGreaterThan(1000)
    expect(counts?.short_links).toBeGreaterThan(0)
    expect(counts?.answered).toBeGreaterThan(0)
  })

  it('decision 0016 booking demo: the top tour’s later dates are open, both kinds, and the demo organizer acts for it', async () => {
    const demo = await rows<{ id: number; organizer_id: number }>(
      testDatabase.database,
      sql`select t.id, t.organizer_id from tours t
          where t.is_published and exists (select 1 from tour_dates d where d.tour_id = t.id and d.start_date >= ${addDays(today, 30)})
          order by coalesce(t.rating, 0) * ln(1 + t.reviews_count) desc, t.id desc limit 1`,
    )
    const tour = demo[0]!
    const dates = await rows<{ free: number; closed: boolean; not_guaranteed: boolean }>(
      testDatabase.database,
      sql`select number_of_free_seats as free, is_closed as closed, not_guaranteed from tour_dates
          where tour_id = ${tour.id} and start_date >= ${addDays(today, 30)} order by start_date, id`,
    )
    expect(dates.length).toBeGreaterThanOrEqual(2)
    expect(dates.every((date) => date.free >= 20 && !date.closed)).toBe(true)
    expect(dates.slice(0, 2).map((date) => date.not_guaranteed)).toEqual([false, true])
    const [account] = await testDatabase.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoOrganizerAccount.email))
    expect(account?.organizerId).toBe(tour.organizer_id)
    expect(
      await createPasswordHasher().verify(demoOrganizerAccount.password, account!.passwordHash),
    ).toBe(true)
    // Seeding again (with --reset) keeps one account and links it again.
    const accounts = await rows<{ count: number }>(
      testDatabase.database,
      sql`select count(*)::int as count from users where email = ${demoOrganizerAccount.email}`,
    )
    expect(accounts[0]?.count).toBe(1)
    // Issue 17: a support agent to answer support chats, whose sign-in is an admin login.
    const [support] = await testDatabase.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoSupportAccount.email))
    expect(support?.isStaff).toBe(true)
    expect(
      await createPasswordHasher().verify(demoSupportAccount.password, support!.passwordHash),
    ).toBe(true)
    // Issue 43: a staff account per console role, each signing in with its README password.
    expect(support?.staffRole).toBe('support')
    for (const account of [
      { ...demoAdminAccount, role: 'admin' },
      ...demoConsoleStaffAccounts,
    ] as const) {
      const [staff] = await testDatabase.database.db
        .select()
        .from(users)
        .where(eq(users.email, account.email))
      expect(staff?.staffRole, account.email).toBe(account.role)
      expect(staff?.isStaff).toBe(true)
      expect(await createPasswordHasher().verify(account.password, staff!.passwordHash)).toBe(true)
    }
  })

  it('issue 43 item 4: support has canned answers and help requests waiting in the demo', async () => {
    const canned = await rows<{ title: string }>(
      testDatabase.database,
      sql`select title from canned_answers order by id`,
    )
    expect(canned.map((row) => row.title)).toEqual(demoCannedAnswers.map((answer) => answer.title))
    const requests = await rows<{ name: string; organizer_id: number | null; states: number }>(
      testDatabase.database,
      sql`select name, organizer_id, (select count(*)::int from help_request_states) as states
        from help_requests order by id`,
    )
    expect(requests).toEqual(
      demoHelpRequests.map((request) => ({ name: request.name, organizer_id: null, states: 0 })),
    )
  })

  it('issue 19 review demo: four completed bookings of a trip over, each with its fixed review link', async () => {
    const trips = await rows<{
      uuid: string
      status: number
      end_date: string
      sent: boolean
      published: boolean
      on_sale: boolean
      email: string
      reviews: number
    }>(
      testDatabase.database,
      sql`select i.uuid, b.status, d.end_date::text, i.sent_at is not null as sent,
                 t.is_published as published, b.contact_email as email,
                 exists (select 1 from tour_dates f where f.tour_id = t.id and f.start_date > ${today}) as on_sale,
                 (select count(*)::int from reviews r where r.booking_id = b.id) as reviews
          from review_invitations i
          join booking_requests b on b.id = i.booking_id
          join tour_dates d on d.id = b.tour_date_id
          join tours t on t.id = b.tour_id
          -- The demo tourist's: the office demo's completed trips have links of their own.
          where b.user_id = (select id from users where email = ${demoTouristAccount.email})
          order by i.uuid`,
    )
    expect(trips.map((trip) => trip.uuid)).toEqual([...demoReviewInvitationUuids])
    for (const trip of trips) {
      expect(trip).toMatchObject({
        status: 4,
        sent: true,
        published: true,
        on_sale: true,
        email: demoTouristAccount.email,
        reviews: 0,
      })
      expect(trip.end_date < today).toBe(true)
    }
  })

  it('continues every id sequence after the seeded ids', async () => {
    const [next] = await rows<{ tour: number; date: number }>(
      testDatabase.database,
      sql`select nextval(pg_get_serial_sequence('tours', 'id'))::int as tour,
                 (select max(id) from tour_dates)::int + 1 as date`,
    )
    expect(next?.tour).toBe(61)
    const [dateNext] = await rows<{ value: number }>(
      testDatabase.database,
      sql`select nextval(pg_get_serial_sequence('tour_dates', 'id'))::int as value`,
    )
    expect(dateNext?.value).toBe(next?.date)
  })
})
