import { chromium } from '@playwright/test'
const API = 'http://127.0.0.1:4250', WEB = 'http://127.0.0.1:3250'
const from = new Date(Date.now() + 31 * 864e5).toISOString().slice(0, 10)
const list = await (await fetch(`${API}/spa/tours-page?dateFrom=${from}&limit=1`)).json()
const slug = list.data[0].slug
const tour = await (await fetch(`${API}/spa/tour?slug=${slug}`)).json()
const date = tour.dates.find((d) => !d.is_busy && !d.not_guaranteed && d.number_of_free_seats >= 3)
const email = `shot-${Date.now()}@example.com`
const reg = await (await fetch(`${API}/crm/api/user/register`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' }, body: JSON.stringify({ first_name: 'Shot', last_name: 'Taker', email, password: 'harbour-lantern-51', confirm_password: 'harbour-lantern-51' }) })).json()
const booking = await (await fetch(`${API}/crm/api/request/create`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-authorization': `Bearer ${reg.token}` }, body: JSON.stringify({ tour_date_id: date.id, consent: true, tourists: [
  { first_name: 'Anna', last_name: 'Petrova', birthday: '1990-01-01', arrival: { transport_type: 1, airport_name: 'Koltsovo', flight_number: 'SU 1402', date: date.start.slice(0,10), time: '09:30' }, departure: { transport_type: 2, station_name: 'Central station', train_number: '016', date: date.end.slice(0,10), time: '21:00' } },
  { first_name: 'Boris', last_name: 'Petrov', birthday: '1988-01-01', arrival: { transport_type: 1, airport_name: 'Koltsovo', flight_number: 'SU 1402', date: date.start.slice(0,10), time: '09:30' }, departure: { transport_type: 2, station_name: 'Central station', train_number: '016', date: date.end.slice(0,10), time: '21:00' } },
  { first_name: 'Clara', last_name: 'Long-Name-Resident', birthday: '1995-01-01', arrival: { transport_type: 4, additional_info: 'Lives near the old town' }, departure: null },
], contact: { first_name: 'Shot', last_name: 'Taker', email, phone: '+12025550143' } }) })).json()
if (!booking.id) { console.log(JSON.stringify(booking)); process.exit(1) }
const out = await (await fetch(`${API}/dev/outbox?recipient=organizer@tourmarket.test&limit=5`)).json()
const link = out.data.map((m) => /\/meet\?key=[\w-]{43}/.exec(m.body)?.[0]).find(Boolean)
console.log('booking', booking.id, booking.uuid, link)
const browser = await chromium.launch()
for (const [name, width] of [['desktop', 1280], ['phone', 390]]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  await page.context().addCookies([{ name: 'cookie_notice_dismissed', value: '1', url: WEB }])
  await page.goto(`${WEB}${link}`)
  await page.screenshot({ path: `/tmp/meet-${name}.png`, fullPage: true })
  await page.goto(`${WEB}/ru${link}`)
  await page.screenshot({ path: `/tmp/meet-ru-${name}.png`, fullPage: true })
  await page.close()
}
await browser.close()
