import { expect, test } from './support/test.ts'

test('§7 flags are served as svg by lowercase ISO code from /flags', async ({ request }) => {
  const flag = await request.get('/flags/us.svg')
  expect(flag.status()).toBe(200)
  expect(flag.headers()['content-type']).toContain('image/svg+xml')
  expect(await flag.text()).toContain('<svg')

  expect((await request.get('/flags/zz.svg')).status()).toBe(404)
})
