import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import type { ProgramPdfContent } from './pdf-content.ts'

// Inter, shipped as TrueType in an npm package: the PDF embeds (a subset of) it, so Cyrillic and
// the currency signs print the same on a clean CI machine as here, with no system font involved.
const require = createRequire(import.meta.url)
const fontFiles = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  medium: require.resolve('@expo-google-fonts/inter/500Medium/Inter_500Medium.ttf'),
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
}

// docs/design.md tokens: near-black text, one grey for secondary text, the purple accent.
const colors = {
  text: '#1c1b22',
  secondary: '#57555f',
  border: '#e2e1e8',
  surface: '#f7f7f9',
  accent: '#7c3aed',
  accentTint: '#f1ebfe',
  success: '#127437',
} as const

const page = { width: 595.28, height: 841.89 } // A4 in points
const margin = 48
const contentWidth = page.width - margin * 2
const footerHeight = 36
const bottomLimit = page.height - margin - footerHeight
const coverHeight = 250

export type ProgramPdfInput = {
  readonly content: ProgramPdfContent
  /** The cover photo (JPEG) or null when it could not be read; the PDF is made either way. */
  readonly cover: Buffer | null
  readonly brandName: string
}

type Doc = PDFKit.PDFDocument

function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit) {
    doc.addPage()
    doc.y = margin
  }
}

function sectionHeading(doc: Doc, text: string): void {
  ensureSpace(doc, 70)
  doc.moveDown(1.2)
  const y = doc.y
  doc.rect(margin, y + 2, 4, 18).fill(colors.accent)
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(colors.text)
    .text(text, margin + 14, y, { width: contentWidth - 14 })
  doc.moveDown(0.6)
}

function renderCover(doc: Doc, input: ProgramPdfInput): void {
  const { content } = input
  if (input.cover !== null) {
    doc.save()
    doc.rect(0, 0, page.width, coverHeight).clip()
    doc.image(input.cover, 0, 0, {
      cover: [page.width, coverHeight],
      align: 'center',
      valign: 'center',
    })
    doc.restore()
    doc.y = coverHeight + 28
  } else {
    doc.rect(0, 0, page.width, 12).fill(colors.accent)
    doc.y = margin + 8
  }
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(colors.accent)
    .text(input.brandName.toUpperCase(), margin, doc.y, { characterSpacing: 1.2 })
  doc.moveDown(0.4)
  doc.font('bold').fontSize(24).fillColor(colors.text).text(content.title, {
    width: contentWidth,
    lineGap: 2,
  })
  doc.moveDown(0.3)
  doc.font('regular').fontSize(11).fillColor(colors.secondary).text(content.place)
  if (content.summary !== '') {
    doc.moveDown(0.8)
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(colors.text)
      .text(content.summary, { width: contentWidth, lineGap: 3 })
  }
}

function renderFacts(doc: Doc, content: ProgramPdfContent): void {
  const columns = 2
  const gap = 16
  const padding = 16
  const columnWidth = (contentWidth - padding * 2 - gap * (columns - 1)) / columns
  const rows: (typeof content.facts)[] = []
  for (let index = 0; index < content.facts.length; index += columns) {
    rows.push(content.facts.slice(index, index + columns))
  }
  const rowHeight = (row: typeof content.facts) =>
    Math.max(
      ...row.map(
        (fact) =>
          doc.font('medium').fontSize(11).heightOfString(fact.value, { width: columnWidth }) + 16,
      ),
    )
  const boxHeight = padding * 2 + 22 + rows.reduce((sum, row) => sum + rowHeight(row) + 8, 0) - 8
  doc.moveDown(1.2)
  ensureSpace(doc, boxHeight)
  const top = doc.y
  doc.roundedRect(margin, top, contentWidth, boxHeight, 12).fill(colors.surface)
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(colors.text)
    .text(content.labels.keyFacts, margin + padding, top + padding)
  let y = top + padding + 22
  for (const row of rows) {
    row.forEach((fact, column) => {
      const x = margin + padding + column * (columnWidth + gap)
      doc
        .font('regular')
        .fontSize(8.5)
        .fillColor(colors.secondary)
        .text(fact.label.toUpperCase(), x, y, { width: columnWidth, characterSpacing: 0.6 })
      doc
        .font('medium')
        .fontSize(11)
        .fillColor(colors.text)
        .text(fact.value, x, y + 13, { width: columnWidth })
    })
    y += rowHeight(row) + 8
  }
  doc.x = margin
  doc.y = top + boxHeight
}

function renderProgram(doc: Doc, content: ProgramPdfContent): void {
  sectionHeading(doc, content.labels.program)
  if (content.days.length === 0) {
    doc.font('regular').fontSize(11).fillColor(colors.secondary).text(content.noProgram, margin)
    return
  }
  const labelWidth = 64
  const textX = margin + labelWidth + 12
  const textWidth = contentWidth - labelWidth - 12
  for (const day of content.days) {
    const titleHeight = doc.font('bold').fontSize(12.5).heightOfString(day.title, {
      width: textWidth,
    })
    const firstParagraph = day.paragraphs[0] ?? ''
    const firstHeight =
      firstParagraph === ''
        ? 0
        : doc.font('regular').fontSize(10.5).heightOfString(firstParagraph, {
            width: textWidth,
            lineGap: 3,
          })
    ensureSpace(doc, titleHeight + Math.min(firstHeight, 60) + 24)
    doc.moveDown(0.6)
    const top = doc.y
    doc.roundedRect(margin, top, labelWidth, 20, 10).fill(colors.accentTint)
    doc
      .font('bold')
      .fontSize(9.5)
      .fillColor(colors.accent)
      .text(day.heading, margin, top + 5, { width: labelWidth, align: 'center' })
    doc
      .font('bold')
      .fontSize(12.5)
      .fillColor(colors.text)
      .text(day.title, textX, top + 2, { width: textWidth })
    for (const paragraph of day.paragraphs) {
      doc.moveDown(0.35)
      doc
        .font('regular')
        .fontSize(10.5)
        .fillColor(colors.text)
        .text(paragraph, textX, doc.y, { width: textWidth, lineGap: 3 })
    }
    doc.moveDown(0.4)
    doc
      .moveTo(textX, doc.y)
      .lineTo(margin + contentWidth, doc.y)
      .lineWidth(0.5)
      .strokeColor(colors.border)
      .stroke()
  }
  doc.x = margin
}

function renderDates(doc: Doc, content: ProgramPdfContent): void {
  sectionHeading(doc, content.labels.dates)
  if (content.dates.length === 0) {
    doc.font('regular').fontSize(11).fillColor(colors.secondary).text(content.noDates, margin)
    return
  }
  const priceWidth = 170
  const whenWidth = contentWidth - priceWidth - 12
  for (const date of content.dates) {
    ensureSpace(doc, 46)
    const top = doc.y
    doc
      .font('medium')
      .fontSize(11)
      .fillColor(colors.text)
      .text(date.when, margin, top + 8, { width: whenWidth })
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(date.available ? colors.secondary : colors.accent)
      .text(date.note, margin, doc.y + 2, { width: whenWidth })
    const leftBottom = doc.y
    const priceX = margin + contentWidth - priceWidth
    doc
      .font('bold')
      .fontSize(12.5)
      .fillColor(date.available ? colors.text : colors.secondary)
      .text(date.price, priceX, top + 7, { width: priceWidth, align: 'right' })
    // 'per person', and the price before the discount struck through to its left.
    const right = margin + contentWidth
    const lineY = doc.y + 2
    doc.font('regular').fontSize(9).fillColor(colors.secondary)
    const perPersonWidth = doc.widthOfString(content.labels.perPerson)
    doc.text(content.labels.perPerson, right - perPersonWidth, lineY, { lineBreak: false })
    if (date.oldPrice !== null) {
      const oldWidth = doc.widthOfString(date.oldPrice)
      doc.text(date.oldPrice, right - perPersonWidth - 6 - oldWidth, lineY, {
        lineBreak: false,
        strike: true,
      })
    }
    doc.y = lineY + doc.currentLineHeight()
    const bottom = Math.max(leftBottom, doc.y) + 8
    doc
      .moveTo(margin, bottom)
      .lineTo(margin + contentWidth, bottom)
      .lineWidth(0.5)
      .strokeColor(colors.border)
      .stroke()
    doc.y = bottom
  }
  doc.x = margin
  doc.moveDown(0.6)
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(colors.secondary)
    .text(content.pricesNote, margin, doc.y, { width: contentWidth })
}

function renderOrganizer(doc: Doc, content: ProgramPdfContent): void {
  sectionHeading(doc, content.labels.organizer)
  ensureSpace(doc, 60)
  doc.font('bold').fontSize(12).fillColor(colors.text).text(content.organizer.name, margin)
  if (content.organizer.line !== null) {
    doc.font('regular').fontSize(10).fillColor(colors.secondary).text(content.organizer.line)
  }
  doc.moveDown(1)
  doc.font('medium').fontSize(10.5).fillColor(colors.accent).text(content.bookAt, {
    width: contentWidth,
  })
}

/** Page numbers and the brand on every page, once the number of pages is known. */
function renderFooters(doc: Doc, input: ProgramPdfInput): void {
  const range = doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index)
    // Writing below the bottom margin would start a new page.
    doc.page.margins.bottom = 0
    const y = page.height - margin + 8
    doc
      .moveTo(margin, y - 10)
      .lineTo(margin + contentWidth, y - 10)
      .lineWidth(0.5)
      .strokeColor(colors.border)
      .stroke()
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(colors.secondary)
      .text(`${input.brandName} · ${input.content.title}`, margin, y, {
        width: contentWidth - 110,
        lineBreak: false,
        ellipsis: true,
      })
    doc.text(input.content.pageLabel(index + 1, range.count), margin + contentWidth - 110, y, {
      width: 110,
      align: 'right',
      lineBreak: false,
    })
  }
}

/** The tour program as an A4 PDF: cover, key facts, the program by day, dates and prices, organizer. */
export async function renderProgramPdf(input: ProgramPdfInput): Promise<Buffer> {
  const { content } = input
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, bottom: margin + footerHeight, left: margin, right: margin },
    bufferPages: true,
    lang: content.language === 'ru' ? 'ru' : 'en-US',
    displayTitle: true,
    info: { Title: content.title, Author: input.brandName, Subject: content.labels.program },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  doc.registerFont('regular', fontFiles.regular)
  doc.registerFont('medium', fontFiles.medium)
  doc.registerFont('bold', fontFiles.bold)

  renderCover(doc, input)
  renderFacts(doc, content)
  renderProgram(doc, content)
  renderDates(doc, content)
  renderOrganizer(doc, content)
  renderFooters(doc, input)
  doc.end()
  await finished
  return Buffer.concat(chunks)
}
