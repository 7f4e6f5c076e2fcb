import type { SqlExecutor } from './bulk-insert.ts'

/**
 * Issue 43 item 4: the support team's first canned answers, so the console's Support section
 * has something to insert into a reply.
 */
export const demoCannedAnswers = [
  {
    title: 'Refund timing',
    text: 'Your refund is on its way: it reaches your card within 5–10 working days, depending on your bank.',
  },
  {
    title: 'Change of date',
    text: 'You can move your booking to another date of the same tour on the booking page; if the date you want is not there, write to the organizer in the chat of your booking.',
  },
] as const

/** Two requests sent through the help centre (§7 submit-help-request), waiting for support. */
export const demoHelpRequests = [
  {
    kind: 'common_help',
    name: 'Olga Smirnova',
    email: 'olga.smirnova@example.com',
    message:
      'I paid for the Baikal tour but have not received a confirmation e-mail. Could you check?',
    pagePath: '/help-center',
    language: 'en-US',
  },
  {
    kind: 'common_help',
    name: 'Пётр Иванов',
    email: 'petr.ivanov@example.com',
    message: 'Можно ли оплатить тур частями? На странице тура я этого не нашёл.',
    pagePath: '/ru/help-center',
    language: 'ru',
  },
] as const

/**
 * The demo canned answers and help requests, each only when its table has none (the seed may meet
 * a database where support already works). Made with the other demo accounts: never in production.
 */
export async function seedSupportDemo(executor: SqlExecutor): Promise<void> {
  const isEmpty = async (table: 'canned_answers' | 'help_requests') => {
    const { rows } = await executor.query(`select not exists (select 1 from ${table}) as empty`)
    return (rows[0] as { empty: boolean } | undefined)?.empty === true
  }
  if (await isEmpty('canned_answers')) {
    for (const answer of demoCannedAnswers) {
      await executor.query(`insert into canned_answers (title, text) values ($1, $2)`, [
        answer.title,
        answer.text,
      ])
    }
  }
  if (await isEmpty('help_requests')) {
    for (const [index, request] of demoHelpRequests.entries()) {
      await executor.query(
        `insert into help_requests (kind, name, email, message, page_path, language, created_at)
         values ($1, $2, $3, $4, $5, $6, now() - make_interval(hours => $7))`,
        [
          request.kind,
          request.name,
          request.email,
          request.message,
          request.pagePath,
          request.language,
          3 + 20 * index,
        ],
      )
    }
  }
}
