import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
  render,
} from '@react-email/components'
// The API runs its TypeScript with Node's type stripping, which has no JSX: elements are made
// with createElement, `h` by the usual name.
import { createElement as h, type CSSProperties, type ReactElement } from 'react'
import type { MailContent, MailDetail } from './mail-content.ts'

/** The storefront's tokens (packages/ui/src/styles/tokens.css), inlined as mail clients need. */
const colours = {
  accent: '#7c3aed',
  accentTint: '#f5f3ff',
  text: '#1c1b22',
  secondary: '#5f5b6b',
  border: '#e4e2ea',
  page: '#f7f7f9',
  card: '#ffffff',
} as const

const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

const styles = {
  body: { margin: 0, padding: '24px 12px', backgroundColor: colours.page, fontFamily },
  container: { maxWidth: '600px', width: '100%', margin: '0 auto' },
  brand: {
    margin: '0 0 16px',
    padding: '0 24px',
    color: colours.accent,
    fontSize: '20px',
    fontWeight: 700,
    lineHeight: '28px',
  },
  card: {
    padding: '32px 24px',
    backgroundColor: colours.card,
    border: `1px solid ${colours.border}`,
    borderRadius: '16px',
  },
  heading: {
    margin: '0 0 16px',
    color: colours.text,
    fontSize: '24px',
    fontWeight: 700,
    lineHeight: '32px',
  },
  text: { margin: '0 0 16px', color: colours.text, fontSize: '16px', lineHeight: '24px' },
  label: {
    margin: 0,
    padding: '6px 12px 6px 0',
    color: colours.secondary,
    fontSize: '14px',
    lineHeight: '20px',
    verticalAlign: 'top',
    width: '40%',
  },
  value: {
    margin: 0,
    padding: '6px 0',
    color: colours.text,
    fontSize: '14px',
    lineHeight: '20px',
    verticalAlign: 'top',
  },
  quote: {
    margin: '0 0 16px',
    padding: '12px 16px',
    backgroundColor: colours.accentTint,
    borderLeft: `4px solid ${colours.accent}`,
    borderRadius: '8px',
  },
  quoteLabel: {
    margin: '0 0 4px',
    color: colours.secondary,
    fontSize: '13px',
    lineHeight: '18px',
  },
  quoteText: {
    margin: 0,
    color: colours.text,
    fontSize: '15px',
    lineHeight: '22px',
    whiteSpace: 'pre-line',
  },
  button: {
    display: 'inline-block',
    padding: '12px 24px',
    backgroundColor: colours.accent,
    borderRadius: '8px',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    lineHeight: '24px',
    textDecoration: 'none',
  },
  secondaryLink: { color: colours.accent, fontSize: '15px', lineHeight: '24px' },
  hr: { margin: '24px 0', borderColor: colours.border },
  footer: {
    margin: '16px 24px 0',
    color: colours.secondary,
    fontSize: '12px',
    lineHeight: '18px',
  },
} satisfies Record<string, CSSProperties>

function detailsTable(lines: readonly MailDetail[]): ReactElement | null {
  if (lines.length === 0) return null
  return h(
    Section,
    { style: { margin: '0 0 16px' } },
    ...lines.map((line, index) =>
      // Row's typings require its children as a prop.
      h(Row, {
        key: index,
        children: [
          h(Column, { key: 'label', style: styles.label }, line.label),
          h(
            Column,
            {
              key: 'value',
              style: { ...styles.value, ...(line.emphasis === true ? { fontWeight: 700 } : {}) },
            },
            line.href === undefined
              ? line.value
              : h(Link, { href: line.href, style: { color: colours.accent } }, line.value),
          ),
        ],
      }),
    ),
  )
}

function mailDocument(content: MailContent): ReactElement {
  const [primary, ...others] = content.actions
  return h(
    Html,
    { lang: content.locale === 'ru' ? 'ru' : 'en' },
    h(Head, null, h('title', null, content.subject)),
    h(Preview, null, content.preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Text, { style: styles.brand }, content.brandName),
        h(
          Section,
          { style: styles.card },
          h(Heading, { as: 'h1', style: styles.heading }, content.heading),
          h(Text, { style: styles.text }, content.greeting),
          ...content.paragraphs.map((paragraph, index) =>
            h(Text, { key: `p${String(index)}`, style: styles.text }, paragraph),
          ),
          primary === undefined
            ? null
            : h(
                Section,
                { style: { margin: '8px 0 24px' } },
                h(Button, { href: primary.url, style: styles.button }, primary.label),
              ),
          detailsTable(content.details),
          ...content.quotes.map((quote, index) =>
            h(
              Section,
              { key: `q${String(index)}`, style: styles.quote },
              h(Text, { style: styles.quoteLabel }, quote.label),
              h(Text, { style: styles.quoteText }, quote.text),
            ),
          ),
          content.money.length === 0 ? null : h(Hr, { style: styles.hr }),
          detailsTable(content.money),
          content.voucher === null
            ? null
            : h(
                Section,
                { style: { margin: '8px 0 0', textAlign: 'center' } },
                h(Hr, { style: styles.hr }),
                h(Text, { style: styles.text }, content.voucher.caption),
                h(Img, {
                  src: `cid:${content.voucher.qrContentId}`,
                  alt: content.voucher.qrAlt,
                  width: 200,
                  height: 200,
                  style: { margin: '0 auto 12px' },
                }),
                h(
                  Link,
                  { href: content.voucher.action.url, style: styles.secondaryLink },
                  content.voucher.action.label,
                ),
              ),
          ...others.map((action, index) =>
            h(
              Text,
              { key: `a${String(index)}`, style: { ...styles.text, margin: '16px 0 0' } },
              h(Link, { href: action.url, style: styles.secondaryLink }, action.label),
            ),
          ),
        ),
        h(
          Text,
          { style: styles.footer },
          content.footer.sentBecause,
          content.footer.note === null ? null : ` ${content.footer.note}`,
          content.footer.unsubscribe === null ? null : h('br'),
          content.footer.unsubscribe === null
            ? null
            : h(
                Link,
                { href: content.footer.unsubscribe.url, style: { color: colours.secondary } },
                content.footer.unsubscribe.label,
              ),
        ),
      ),
    ),
  )
}

/** The HTML part: one layout for every mail, inline styles, a table layout mail clients read. */
export function mailHtml(content: MailContent): Promise<string> {
  return render(mailDocument(content))
}
