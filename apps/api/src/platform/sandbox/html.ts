/** Markup that is already safe: built by `html` from escaped parts. */
export class SafeHtml {
  readonly value: string
  constructor(value: string) {
    this.value = value
  }
  toString(): string {
    return this.value
  }
}

const escapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character)
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  if (value === null || value === undefined || value === false) return ''
  return escapeHtml(String(value))
}

/**
 * A template tag for server-rendered pages: every interpolated value is escaped (text and
 * attribute values alike, since quotes are escaped too) unless it is SafeHtml from another `html`
 * call. Arrays are joined; null, undefined and false render as nothing.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? ''
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '')
  })
  return new SafeHtml(out)
}

/**
 * Attributes from a record: `key="value"` for strings and numbers, the bare key for true, nothing
 * for false and undefined.
 */
export function attributes(
  values: Readonly<Record<string, string | number | boolean | undefined>>,
): SafeHtml {
  const parts = Object.entries(values).flatMap(([key, value]) => {
    if (value === undefined || value === false) return []
    return [value === true ? escapeHtml(key) : `${escapeHtml(key)}="${escapeHtml(String(value))}"`]
  })
  return new SafeHtml(parts.join(' '))
}
