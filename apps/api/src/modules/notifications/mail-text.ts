import type { MailContent, MailDetail } from './mail-content.ts'

function detailLines(lines: readonly MailDetail[]): string[] {
  return lines.map((line) =>
    line.href === undefined
      ? `${line.label}: ${line.value}`
      : `${line.label}: ${line.value} (${line.href})`,
  )
}

/** The text part, written from the same content as the HTML, for clients that show only text. */
export function mailText(content: MailContent): string {
  const blocks: string[][] = [
    [content.greeting],
    [...content.paragraphs],
    content.actions.map((action) => `${action.label}: ${action.url}`),
    detailLines(content.details),
    ...content.quotes.map((quote) => [`${quote.label}:`, quote.text]),
    detailLines(content.money),
    content.voucher === null ? [] : [`${content.voucher.caption} ${content.voucher.action.url}`],
    [
      '—',
      content.footer.note === null
        ? content.footer.sentBecause
        : `${content.footer.sentBecause} ${content.footer.note}`,
      ...(content.footer.unsubscribe === null
        ? []
        : [`${content.footer.unsubscribe.label}: ${content.footer.unsubscribe.url}`]),
    ],
  ]
  return `${blocks
    .filter((block) => block.length > 0)
    .map((block) => block.join('\n'))
    .join('\n\n')}\n`
}
