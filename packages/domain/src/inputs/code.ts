/** §5 and §9: a one-time code has 5 digits unless a form says otherwise. */
export const CODE_LENGTH = 5

const DIGIT = /^[0-9]$/

function assertCodeLength(length: number): void {
  if (!Number.isInteger(length) || length < 1) {
    throw new RangeError(`A code length must be a positive integer, got ${length}.`)
  }
}

/** §5: a typed character is taken only when it is a single digit. */
export function acceptCodeKey(char: string): boolean {
  return DIGIT.test(char)
}

/**
 * §5: a pasted code is taken only when it is exactly `length` digits. Whitespace around it is
 * trimmed first: codes copied from an SMS or an e-mail often carry a trailing space or line break.
 * Spaces or dashes inside it are not forgiven, since they are not what the field asks for.
 */
export function parsePastedCode(text: string, length: number = CODE_LENGTH): string | null {
  assertCodeLength(length)
  const trimmed = text.trim()
  return trimmed.length === length && [...trimmed].every(acceptCodeKey) ? trimmed : null
}

/** §5: the code input reports completion when every one of its cells holds a digit. */
export function isCodeComplete(cells: readonly string[], length: number = CODE_LENGTH): boolean {
  assertCodeLength(length)
  return cells.length === length && cells.every(acceptCodeKey)
}
