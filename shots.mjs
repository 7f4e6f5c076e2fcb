import { chromium } from '@playwright/test'
const API = 'http://127.0.0.1:4900', WEB = 'http://127.0.0.1:3900'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless','--disable-gpu'] })
const ctx = await browser.newContext()
const req = ctx.request
const from = new Date(Date.now() + 31*864e5).toISOString().slice(0,10)
const list = await (await req.get(`${API}/spa/tours-page`, { params: { dateFrom: from, limit: 1 } })).json()
const slug = list.data[0].slug
const tour = await (await req.get(`${API}/spa/tour`, { params: { slug } })).json()
const date = tour.dates.find(d => !d.is_busy && !d.not_guaranteed && d.number_of_free_seats >= 2)
const email = `shot-${Date.now()}@example.com`, password = 'harbour-lantern-51'
const reg = await (await req.post(`${API}/crm/api/user/register`, { headers: {'X-Forwarded-For':'10.9.8.7'}, data: { first_name:'Mira', last_name:'Meet', email, password, confirm_password: password } })).json()
const booking = await (await req.post(`${API}/crm/api/request/create`, { headers: { 'X-Authorization': `Bearer ${reg.token}` }, data: { tour_date_id: date.id, tourists: [{ first_name:'Mira', last_name:'Meet', birthday:'1991-03-12' }, { first_name:'Oleg', last_name:'Meet', birthday:'1989-05-02' }], contact: { first_name:'Mira', last_name:'Meet', email, phone:'+12025550143' }, consent: true } })).json()
console.log('booking', booking.id, booking.status, booking.uuid)
const outbox = await (await req.get(`${API}/dev/outbox`, { params: { recipient: 'organizer@tourmarket.test', limit: 5 } })).json()
const meetUrl = /https?:\S+\/meet\?key=\S+/.exec(outbox.data[0].body)[0].replace('http://127.0.0.1:3900', WEB)
console.log(meetUrl)
const pages = [
  ['arrival', `/arrival/${booking.uuid}`],
  ['meet', new URL(meetUrl).pathname + new URL(meetUrl).search],
  ['meet-wrong', '/meet?key=wrongwrong'],
  ['booking', `/booking/uuid/${booking.uuid}`],
  ['review', '/review/19000000-0000-4000-8000-000000000003'],
  ['offer', '/order/c0ffee00-0000-4000-8000-000000000001/individual-tour'],
  ['staff', '/employees-cookie'],
  ['ru-meet', '/ru' + new URL(meetUrl).pathname + new URL(meetUrl).search],
]
for (const [w, h, tag] of [[1280, 900, 'd'], [390, 844, 'p']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } })
  for (const [name, path] of pages) {
    const r = await page.goto(WEB + path)
    await page.waitForLoadState('networkidle')
    console.log(name, tag, r.status(), r.headers()['x-robots-tag'] ?? '')
    await page.screenshot({ path: `/tmp/shot-${name}-${tag}.png`, fullPage: name !== 'offer' })
  }
  await page.close()
}
await browser.close()
