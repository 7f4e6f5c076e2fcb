import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { VALIDATION_MODES, fieldFeedback } from './modes.ts'
import type { FieldInteraction, ValidationMode } from './modes.ts'

const events: readonly FieldInteraction[] = ['input', 'change', 'blur', 'submit']
const arbitraryState = fc.record({ errorShown: fc.boolean(), valid: fc.boolean() })

/** Plays a sequence of (event, value validity) through a mode; returns whether an error shows after each. */
function play(
  mode: ValidationMode,
  steps: readonly (readonly [FieldInteraction, boolean])[],
): boolean[] {
  let errorShown = false
  return steps.map(([event, valid]) => {
    errorShown = fieldFeedback(mode, event, { errorShown, valid }).showError
    return errorShown
  })
}

describe('§5 validation modes: every mode', () => {
  it('validates on submit and shows exactly the current validity (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VALIDATION_MODES), arbitraryState, (mode, state) => {
        expect(fieldFeedback(mode, 'submit', state)).toEqual({
          validate: true,
          showError: !state.valid,
        })
      }),
    )
  })

  it('keeps the display unchanged whenever it does not validate (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VALIDATION_MODES),
        fc.constantFrom(...events),
        arbitraryState,
        (mode, event, state) => {
          const feedback = fieldFeedback(mode, event, state)
          expect(feedback.showError).toBe(feedback.validate ? !state.valid : state.errorShown)
        },
      ),
    )
  })
})

describe('§5 validation modes: aggressive', () => {
  it('validates on every interaction (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...events), arbitraryState, (event, state) => {
        expect(fieldFeedback('aggressive', event, state).validate).toBe(true)
      }),
    )
  })

  it('shows an error while typing and clears it as soon as the value is fixed', () => {
    expect(
      play('aggressive', [
        ['input', false],
        ['input', true],
      ]),
    ).toEqual([true, false])
  })
})

describe('§5 validation modes: passive', () => {
  it.each(['input', 'change', 'blur'] as const)('does not validate on %s', (event) => {
    expect(fieldFeedback('passive', event, { errorShown: false, valid: false })).toEqual({
      validate: false,
      showError: false,
    })
  })

  it('shows errors only after submit and keeps them until the next submit', () => {
    expect(
      play('passive', [
        ['input', false],
        ['blur', false],
        ['submit', false],
        ['input', true],
        ['blur', true],
        ['submit', true],
      ]),
    ).toEqual([false, false, true, true, true, false])
  })
})

describe('§5 validation modes: eager', () => {
  it('is lazy while no error shows: typing does not validate, leaving the field does', () => {
    expect(fieldFeedback('eager', 'input', { errorShown: false, valid: false })).toEqual({
      validate: false,
      showError: false,
    })
    expect(fieldFeedback('eager', 'blur', { errorShown: false, valid: false })).toEqual({
      validate: true,
      showError: true,
    })
    expect(fieldFeedback('eager', 'change', { errorShown: false, valid: false }).validate).toBe(
      true,
    )
  })

  it('turns aggressive once an error shows, and lazy again once it clears', () => {
    expect(
      play('eager', [
        ['input', false],
        ['blur', false],
        ['input', false],
        ['input', true],
        ['input', false],
        ['blur', false],
      ]),
    ).toEqual([false, true, true, false, false, true])
  })
})
