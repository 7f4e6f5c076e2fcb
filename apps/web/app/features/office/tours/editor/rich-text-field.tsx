import { useId, useRef } from 'react'
import { useToursText } from '../tours-text.ts'
import { FieldError } from './editor-fields.tsx'
import { useScripted } from './use-scripted.ts'
import { applyRichTextFormat, richTextFormats, type RichTextFormat } from './rich-text-format.ts'

const formatKeys = {
  paragraph: 'tours.format.paragraph',
  heading: 'tours.format.heading',
  bold: 'tours.format.bold',
  italic: 'tours.format.italic',
  list: 'tours.format.list',
  link: 'tours.format.link',
} as const

/**
 * A description's HTML in a textarea with a small toolbar of the tags the site keeps. A real
 * textarea: it posts without a script, a screen reader reads it as one, and the toolbar (shown
 * once the script runs) only inserts tags around the selection. The API sanitises what is sent.
 */
export function RichTextField({
  label,
  name,
  defaultValue,
  error,
  rows = 10,
  onEdit,
}: {
  label: string
  name: string
  defaultValue: string
  error?: string
  rows?: number
  /** A button changed the text (typing is heard by the form itself). */
  onEdit: () => void
}) {
  const { text } = useToursText()
  const id = useId()
  const area = useRef<HTMLTextAreaElement>(null)
  // The buttons work only with the script, so they appear with it.
  const scripted = useScripted()
  const format = (kind: RichTextFormat) => {
    const field = area.current
    if (field === null) return
    const formatted = applyRichTextFormat(
      field.value,
      { start: field.selectionStart, end: field.selectionEnd },
      kind,
    )
    field.value = formatted.value
    field.focus()
    field.setSelectionRange(formatted.selection.start, formatted.selection.end)
    onEdit()
  }
  return (
    <div className="tm-field office-tour-rich-text">
      <label htmlFor={id} className="tm-field__label">
        {label}
      </label>
      {scripted ? (
        <div
          role="toolbar"
          aria-label={text('tours.format.toolbar')}
          aria-controls={id}
          className="office-tour-rich-text__toolbar"
        >
          {richTextFormats.map((kind) => (
            <button
              key={kind}
              type="button"
              className="office-tour-rich-text__button"
              onClick={() => format(kind)}
            >
              {text(formatKeys[kind])}
            </button>
          ))}
        </div>
      ) : null}
      <textarea
        ref={area}
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        className="tm-input office-tour-rich-text__area"
        spellCheck
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={`${id}-hint${error === undefined ? '' : ` ${id}-error`}`}
      />
      <p id={`${id}-hint`} className="tm-field__hint">
        {text('tours.field.descriptionHint')}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
