import { VALIDATION_MESSAGE_KEYS } from './messages.ts'
import type { MessageDescriptor, ValidationMessage } from './messages.ts'
import { isEmptyValue, isRuleName, ruleDefinitions } from './rules.ts'
import type { FormValues, RuleArgument, RuleArgumentKind, RuleName } from './rules.ts'

/** A schema mistake (unknown rule, bad argument, stray message): the form's author must fix it. */
export class ValidationRuleError extends Error {
  override name = 'ValidationRuleError'
}

/** `true` passes; `false` or an empty string fails with §5's fallback 'Incorrect value'. */
export type InlineRule = (value: unknown, values: FormValues) => boolean | string

export type RuleObject = {
  readonly required?: boolean
  readonly email?: boolean
  readonly phone?: boolean
  readonly url?: boolean
  readonly confirmed?: string
  readonly min?: number
  readonly max?: number
  readonly minValue?: number
  readonly maxValue?: number
}

/** `'required|min:8|confirmed:password'`, `{ required: true, min: 8 }` or an inline function. */
export type RuleSpec = string | RuleObject | InlineRule

export type FieldRules = RuleSpec | readonly RuleSpec[]

/** Literal text, or a descriptor when the custom message lives in a catalogue too. */
export type CustomMessage = string | MessageDescriptor

export type CustomMessages = Readonly<Partial<Record<RuleName, CustomMessage>>>

export type FieldSchema =
  FieldRules | { readonly rules: FieldRules; readonly messages?: CustomMessages }

export type FormSchema = Readonly<Record<string, FieldSchema>>

export type CompiledRule = {
  readonly name: RuleName | 'inline'
  /** The failure message, or null when the value passes. */
  readonly check: (value: unknown, values: FormValues) => ValidationMessage | null
}

type NamedRule = { readonly name: RuleName; readonly argument: RuleArgument }

const LENGTH_TEXT = /^[0-9]+$/
const NUMBER_TEXT = /^-?[0-9]+(?:\.[0-9]+)?$/

function parseArgument(name: RuleName, kind: RuleArgumentKind, raw: unknown): RuleArgument {
  const bad = (): never => {
    throw new ValidationRuleError(`Rule "${name}" got an invalid argument: ${JSON.stringify(raw)}.`)
  }
  switch (kind) {
    case 'none':
      return undefined
    case 'length':
      if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 0) return raw
      if (typeof raw === 'string' && LENGTH_TEXT.test(raw)) return Number(raw)
      return bad()
    case 'number':
      if (typeof raw === 'number' && Number.isFinite(raw)) return raw
      if (typeof raw === 'string' && NUMBER_TEXT.test(raw)) return Number(raw)
      return bad()
    case 'field':
      if (typeof raw === 'string' && raw.trim() !== '') return raw.trim()
      return bad()
    default: {
      const unreachable: never = kind
      return unreachable
    }
  }
}

function knownRuleName(name: string): RuleName {
  if (!isRuleName(name)) throw new ValidationRuleError(`Unknown validation rule "${name}".`)
  return name
}

/** Pipe between rules, colon before the arguments, commas between arguments: `between:1,5`. */
function parseRuleString(source: string): readonly NamedRule[] {
  if (source.trim() === '') return []
  return source.split('|').map((segment) => {
    const trimmed = segment.trim()
    if (trimmed === '') throw new ValidationRuleError(`Empty rule in "${source}".`)
    const colon = trimmed.indexOf(':')
    const name = knownRuleName(colon === -1 ? trimmed : trimmed.slice(0, colon).trim())
    const args = colon === -1 ? [] : trimmed.slice(colon + 1).split(',')
    const kind = ruleDefinitions[name].argument
    const expected = kind === 'none' ? 0 : 1
    if (args.length !== expected) {
      throw new ValidationRuleError(
        `Rule "${name}" takes ${expected} argument(s), got ${args.length} in "${source}".`,
      )
    }
    return { name, argument: parseArgument(name, kind, args[0]?.trim()) }
  })
}

function parseRuleObject(rules: RuleObject): readonly NamedRule[] {
  return Object.entries(rules).flatMap(([key, raw]: [string, unknown]) => {
    const name = knownRuleName(key)
    const kind = ruleDefinitions[name].argument
    if (kind === 'none') {
      if (typeof raw !== 'boolean') {
        throw new ValidationRuleError(
          `Rule "${name}" is switched by true or false, got ${String(raw)}.`,
        )
      }
      return raw ? [{ name, argument: undefined }] : []
    }
    if (raw === undefined) return []
    return [{ name, argument: parseArgument(name, kind, raw) }]
  })
}

function compileNamedRule(rule: NamedRule, custom: CustomMessage | undefined): CompiledRule {
  const definition = ruleDefinitions[rule.name]
  const message: ValidationMessage =
    custom === undefined
      ? { key: definition.messageKey, params: definition.params(rule.argument) }
      : typeof custom === 'string'
        ? { text: custom }
        : custom
  return {
    name: rule.name,
    check: (value, values) => {
      // Empty optional fields are a normal state of a form, not a format error.
      if (!definition.runsOnEmpty && isEmptyValue(value)) return null
      return definition.test(value, rule.argument, values) ? null : message
    },
  }
}

function compileInlineRule(rule: InlineRule): CompiledRule {
  return {
    name: 'inline',
    check: (value, values) => {
      const answer = rule(value, values)
      if (answer === true) return null
      if (typeof answer === 'string' && answer !== '') return { text: answer }
      return { key: VALIDATION_MESSAGE_KEYS.fallback, params: {} }
    },
  }
}

function isFieldWithMessages(
  field: FieldSchema,
): field is { readonly rules: FieldRules; readonly messages?: CustomMessages } {
  return typeof field === 'object' && !Array.isArray(field) && 'rules' in field
}

function isRuleList(rules: FieldRules): rules is readonly RuleSpec[] {
  return Array.isArray(rules)
}

/**
 * Reads a field's rules once, so every mistake in them throws here, before any value is checked.
 * Each rule name may appear once per field: a custom message is addressed by that name.
 */
export function compileFieldRules(field: FieldSchema): readonly CompiledRule[] {
  const { rules, messages = {} } = isFieldWithMessages(field) ? field : { rules: field }
  const specs = isRuleList(rules) ? rules : [rules]
  const compiled: CompiledRule[] = []
  const seen = new Set<RuleName>()
  for (const spec of specs) {
    if (typeof spec === 'function') {
      compiled.push(compileInlineRule(spec))
      continue
    }
    const named = typeof spec === 'string' ? parseRuleString(spec) : parseRuleObject(spec)
    for (const rule of named) {
      if (seen.has(rule.name)) {
        throw new ValidationRuleError(`Rule "${rule.name}" is given twice for one field.`)
      }
      seen.add(rule.name)
      compiled.push(compileNamedRule(rule, messages[rule.name]))
    }
  }
  for (const name of Object.keys(messages)) {
    if (!isRuleName(name) || !seen.has(name)) {
      throw new ValidationRuleError(`A message is given for rule "${name}", which the field lacks.`)
    }
  }
  return compiled
}
