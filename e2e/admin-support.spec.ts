// Issue 43 item 4: the console's Support section as a support agent uses it. A tourist writes to
// support and sends a help request; the agent signs in, finds the chat waiting in the inbox, takes
// it, adds a canned answer and replies with it (the tourist reads it in their chat), and marks the
// help request done. Each console page passes axe with nothing serious.
import { registerThroughApi, signInContext, uniqueEmail } from './support/accounts.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { gotoHydrated } from './support/hydration.ts'
import { API_URL, STOREFRONT_URL } from './support/servers.ts'
import { signInStaffThroughApi } from './support/staff.ts'
import { expect, test } from './support/test.ts'

/** The README's demo support agent. */
const DEMO_SUPPORT = { login: 'support@tourmarket.test', password: 'support-demo-2026' }

test('a support agent takes a waiting chat, answers it with a canned answer and closes a help request', async ({
  page,
  request,
}, testInfo) => {
  const run = `${testInfo.project.name}${String(Date.now()).slice(-6)}`
  const touristName = `Waiting${run}`
  const tourist = await registerThroughApi(request, {
    email: uniqueEmail(testInfo, 'support-inbox'),
    password: 'harbour-lantern-43-support',
    firstName: touristName,
  })
  const asTourist = { 'X-Authorization': `Bearer ${tourist}` }
  const opened = await request.get(`${API_URL}/crm/api/chat/get-chat-with-support`, {
    headers: asTourist,
  })
  expect(opened.status(), await opened.text()).toBe(200)
  const chatId = ((await opened.json()) as { id: number }).id
  const question = `My transfer for ${run} has not been confirmed yet.`
  const sent = await request.post(`${API_URL}/crm/api/chat/send-message`, {
    headers: asTourist,
    data: { chat_id: chatId, message: question },
  })
  expect(sent.status(), await sent.text()).toBe(200)
  const helpMessage = `Please call me back about ${run}.`
  const submitted = await request.post(`${API_URL}/spa/submit-help-request`, {
    data: {
      kind: 'common_help',
      name: `Helpseeker ${run}`,
      email: uniqueEmail(testInfo, 'support-request'),
      message: helpMessage,
    },
  })
  expect([200, 201], await submitted.text()).toContain(submitted.status())
  const requestId = ((await submitted.json()) as { id: number }).id

  await signInContext(
    page.context(),
    STOREFRONT_URL,
    await signInStaffThroughApi(request, DEMO_SUPPORT),
  )

  // The inbox: the new chat waits, unassigned, with the tourist's question.
  await gotoHydrated(page, `${STOREFRONT_URL}/admin`)
  const nav = page.getByRole('navigation', { name: 'Operator console' })
  await nav.getByRole('link', { name: 'Support' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Which chats' })
    .getByRole('link', { name: 'Unassigned' })
    .click()
  await expect(page).toHaveURL(/\/admin\/support\?filter=unassigned/)
  const row = page.getByTestId(`admin-support-chat-${String(chatId)}`)
  await expect(row).toContainText(touristName)
  await expect(row).toContainText(question)
  await expect(row).toContainText('min')
  await expectNoSeriousAxeViolations(page)

  await row.getByRole('button', { name: 'Assign to me' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The chat is assigned.' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Which chats' })
    .getByRole('link', { name: 'Mine' })
    .click()
  await expect(page.getByTestId(`admin-support-chat-${String(chatId)}`)).toContainText(
    'Demo Support',
  )

  // A canned answer for the team.
  const support = page.getByRole('navigation', { name: 'Support work' })
  await support.getByRole('link', { name: 'Canned answers' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Canned answers' })).toBeVisible()
  const cannedTitle = `Transfer ${run}`
  const cannedText = `Your transfer for ${run} is confirmed: the driver meets you at arrivals.`
  const fresh = page.getByTestId('admin-canned-new')
  await fresh.getByRole('textbox', { name: 'Title' }).fill(cannedTitle)
  await fresh.getByRole('textbox', { name: 'Text' }).fill(cannedText)
  await fresh.getByRole('button', { name: 'Add' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'The canned answer is saved.' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: `Change “${cannedTitle}”` })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  // The chat: the thread, the canned answer put into the reply, and the reply sent.
  await support.getByRole('link', { name: 'Chats' }).click()
  await page
    .getByTestId(`admin-support-chat-${String(chatId)}`)
    .getByRole('link')
    .click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Chat with ${touristName} Tester` }),
  ).toBeVisible()
  await expect(page.getByTestId('admin-chat-thread')).toContainText(question)
  await expect(page.getByTestId('admin-chat-assignee')).toHaveText('Demo Support')
  await expectNoSeriousAxeViolations(page)
  await page.getByRole('combobox', { name: 'Canned answer' }).selectOption({ label: cannedTitle })
  await page.getByRole('button', { name: 'Insert into the reply' }).click()
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveValue(cannedText)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your reply is sent.' })).toBeVisible()
  await expect(page.getByTestId('admin-chat-thread')).toContainText(cannedText)

  const tourSide = await request.get(
    `${API_URL}/crm/api/chat/get-messages?chat_id=${String(chatId)}`,
    { headers: asTourist },
  )
  const messages = (
    (await tourSide.json()) as { data: { text: string; author: { side: string } }[] }
  ).data
  expect(messages[0]).toMatchObject({ text: cannedText, author: { side: 'support' } })

  // The chat's own page answers staff too.
  const chatPage = await page.goto(`${STOREFRONT_URL}/chat/${String(chatId)}`)
  expect(chatPage?.status()).toBe(200)

  // The help request: read it and mark it done.
  await gotoHydrated(page, `${STOREFRONT_URL}/admin/support/requests`)
  await page.getByRole('combobox', { name: 'Status' }).selectOption('new')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/status=new/)
  const listed = page.getByTestId(`admin-help-request-${String(requestId)}`)
  await expect(listed).toContainText('New')
  await expectNoSeriousAxeViolations(page)
  await listed.getByRole('link', { name: `Helpseeker ${run}` }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Help request № ${String(requestId)}` }),
  ).toBeVisible()
  await expect(page.getByTestId('admin-help-request-message')).toHaveText(helpMessage)
  await expectNoSeriousAxeViolations(page)
  await page.getByRole('button', { name: 'Mark as done' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'The request’s status is changed.' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'All help requests' }).click()
  await page.getByRole('combobox', { name: 'Status' }).selectOption('done')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByTestId(`admin-help-request-${String(requestId)}`)).toContainText('Done')
})
