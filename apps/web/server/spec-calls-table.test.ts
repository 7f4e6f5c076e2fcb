import { readFileSync } from 'node:fs'
import { endpoints } from '@tourmarket/contracts'
import { describe, expect, it } from 'vitest'

/** Every call §7 lists, as the API serves it (the spec's relative names under their prefix). */
const SECTION_7_CALLS: readonly string[] = [
  ...[
    'validate-slug',
    'tours',
    'tours-page',
    'tour',
    'tour-for-request',
    'tour-question',
    'tour-reviews',
    'tour-program',
    'individual-tour',
    'tours-cities',
    'all-tour-reviews',
    'tour-private-data',
    'tour-private-variants-data',
    'private-generate-tour-program-pdf',
    'private-tour-program-pdf',
    'subscribe-tour-program',
    'tour-program-order-via-email',
    'tour-program-order-via-whatsapp',
    'upload-review-image',
    'delete-image',
    'submit-help-request',
    'tourists-info',
    'organizer-reviews',
    'hub-organizer-page',
    'contract-organizer-meet-data',
    'meet-save',
    'delete-file',
    'file-save',
    'blog-posts',
    'blog-post',
    'site-tokens',
    'redirect',
    'contacts',
    'work-time',
    'groups-in-social-network',
    'chat-sources-list',
    'country-by-ip',
    'cities-by-query',
    'tours-filter-completion',
    'rest-kinds',
    'collections',
    'calendar-periods',
    'info',
    'tour-accommodations',
    'tours-by-request',
    'seo-pages-sitemap',
    'user-info-data',
  ].map((call) => `/spa/${call}`),
  'builds/meta/{buildId}.json',
  '/node-api/convert-price',
  ...[
    'tour/get-by-ids',
    'ticket/tour-cities',
    'tour/excursion-dates',
    'tour/complaint',
    'user/favourite-tours',
    'favourite-tour/create',
    'favourite-tour/delete',
    'image/upload',
    'file/upload',
    'file/upload-video',
    ...[
      'list',
      'get-chat',
      'channels-list',
      'get-chat-with-support',
      'get-messages',
      'unread-count',
      'chats-for-notifications',
      'mark-as-read',
      'send-message',
      'get-chat-with-organizer',
      'generate-connection-code',
      'disable-notifications',
    ].map((call) => `chat/${call}`),
    ...[
      'register',
      'auth',
      'logout',
      'register-without-password',
      'email-confirmation-request',
      'confirm-email',
      'send-auth-code',
      'auth-via-code',
      'redirect-auth-via-code',
      'update-profile',
      'update-profile-photo',
      'set-language',
      'set-currency',
      'password-reset',
      'check-password-reset-token',
      'password-recovery',
      'change-country',
      'change-email',
      'change-password',
      'change-phone',
      'send-confirmation-code',
      'confirm-phone',
      'set-activity',
      'refresh-token',
      'access-token-by-one-time-token',
      'phone-confirmation-methods',
      'profile',
      'get-verification-access-token',
      'verification-data',
    ].map((call) => `user/${call}`),
    'phone-code/organizer',
    'phone-code/user',
    'phone-code/web-call-data',
    ...[
      'get',
      'get-by-uuid',
      'list-for-chat',
      'tour-dates',
      'cancel',
      'update-tourists',
      'update-tourists-questionnaires',
      'add-tourists',
    ].map((call) => `request/${call}`),
    ...[
      'public-info',
      'info',
      'verification-info',
      'list',
      'view',
      'set-published-on-site',
      'create',
      'update',
    ].map((call) => `organizer/${call}`),
    'dropdown/country',
    'dropdown/language',
    'index-page/all-rest-kinds',
    'index-page/all-collections',
    'index-page/all-seasons',
    'world-part/groups',
  ].map((call) => `/crm/api/${call}`),
]

const SECTION_HEADING = '## The §7 calls and what uses them'

/** The README table's rows: `| \`call\` | page/job |`. */
function readmeRows(): Map<string, string> {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')
  const start = readme.indexOf(SECTION_HEADING)
  expect(start, `README.md has the section "${SECTION_HEADING}"`).toBeGreaterThanOrEqual(0)
  const section = readme.slice(start + SECTION_HEADING.length).split(/\n## /)[0] ?? ''
  const rows = new Map<string, string>()
  for (const match of section.matchAll(/^\| `([^`]+)` +\| (.*) \|$/gm)) {
    const [, call = '', usedBy = ''] = match
    expect(rows.has(call), `${call} has one row`).toBe(false)
    rows.set(call, usedBy.trim())
  }
  return rows
}

describe('README: every §7 call and the page or job that uses it (issue 20)', () => {
  const rows = readmeRows()

  it('has one row for each call §7 lists, and no other', () => {
    expect([...rows.keys()].toSorted()).toEqual([...SECTION_7_CALLS].toSorted())
  })

  it('names a page or job in every row', () => {
    for (const [call, usedBy] of rows) expect(usedBy, call).not.toBe('')
  })

  it('lists every §7 call the API describes in packages/contracts', () => {
    const served = Object.values(endpoints)
      .map((endpoint) => endpoint.path)
      .filter((path) => SECTION_7_CALLS.includes(path))
    expect(served.length).toBeGreaterThan(100)
    for (const path of served) expect(rows.has(path), path).toBe(true)
  })
})
