/**
 * §5 validation modes, after VeeValidate's interaction modes; docs/decisions/0006-validation-modes.md
 * says when an error appears and clears in each.
 */
export const VALIDATION_MODES = ['eager', 'aggressive', 'passive'] as const

export type ValidationMode = (typeof VALIDATION_MODES)[number]

/** `change` and `blur` both mean "the user is done with the field for now". */
export type FieldInteraction = 'input' | 'change' | 'blur' | 'submit'

export type FieldFeedbackState = {
  /** Whether the field shows an error right now. */
  readonly errorShown: boolean
  /** Whether the field's current value passes its rules (checking is pure and cheap). */
  readonly valid: boolean
}

export type FieldFeedback = {
  /** Whether this interaction validates the field: its shown messages are replaced by fresh ones. */
  readonly validate: boolean
  /** Whether the field shows an error after this interaction. */
  readonly showError: boolean
}

function validatesOn(mode: ValidationMode, event: FieldInteraction, errorShown: boolean): boolean {
  if (event === 'submit') return true
  switch (mode) {
    case 'aggressive':
      return true
    case 'passive':
      return false
    case 'eager':
      // Lazy until an error is shown, then aggressive until the value is fixed.
      return event !== 'input' || errorShown
    default: {
      const unreachable: never = mode
      return unreachable
    }
  }
}

/**
 * The feedback a field gives after an interaction. A mode that does not validate on this event
 * leaves the display as it was: an error shown stays (stale) and none appears.
 */
export function fieldFeedback(
  mode: ValidationMode,
  event: FieldInteraction,
  state: FieldFeedbackState,
): FieldFeedback {
  const validate = validatesOn(mode, event, state.errorShown)
  return { validate, showError: validate ? !state.valid : state.errorShown }
}
