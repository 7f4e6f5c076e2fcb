import {
  VALIDATION_MESSAGE_KEYS,
  enUsValidationMessages,
  formatValidationMessage,
} from '@tourmarket/domain/validation'
import type { ValidationMessage } from '@tourmarket/domain/validation'
import type { Locale } from '@tourmarket/domain/i18n'
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify'
import { z } from 'zod'

const keys = VALIDATION_MESSAGE_KEYS
const incorrectValue: ValidationMessage = { key: keys.fallback, params: {} }
const requiredField: ValidationMessage = { key: keys.required, params: {} }

/** §5 `required`'s idea of nothing given: absent, null, blank text or an empty list. */
function isEmpty(input: unknown): boolean {
  if (input === undefined || input === null) return true
  if (typeof input === 'string') return input.trim() === ''
  return Array.isArray(input) && input.length === 0
}

const numberOrigins: readonly string[] = ['number', 'int', 'bigint']

/**
 * §5's words for an issue zod raised without a message of the contract's own: 'Required field.'
 * for nothing given, the length and value bounds with their numbers, the e-mail and url texts,
 * and 'Incorrect value' for any other unmet rule (a wrong type, NaN, an unknown choice).
 */
export function describeIssue(issue: z.core.$ZodRawIssue): ValidationMessage {
  if (issue.code !== 'custom' && issue.code !== 'unrecognized_keys' && isEmpty(issue.input)) {
    return requiredField
  }
  switch (issue.code) {
    case 'too_small':
    case 'too_big': {
      // An exact length or an exclusive bound (`.positive()`) has no §5 text of its own.
      if (issue.exact === true || issue.inclusive === false) return incorrectValue
      const small = issue.code === 'too_small'
      const bound = Number(small ? issue.minimum : issue.maximum)
      if (issue.origin === 'string') {
        return { key: small ? keys.min : keys.max, params: { length: bound } }
      }
      if (numberOrigins.includes(issue.origin)) {
        return small
          ? { key: keys.minValue, params: { min: bound } }
          : { key: keys.maxValue, params: { max: bound } }
      }
      return incorrectValue
    }
    case 'invalid_format':
      if (issue.format === 'email') return { key: keys.email, params: {} }
      if (issue.format === 'url') return { key: keys.url, params: {} }
      return incorrectValue
    default:
      return incorrectValue
  }
}

/** A text written as one of §5's (`Maximum 1024 characters.`), as the message it is. */
const standardTexts = Object.entries(enUsValidationMessages).map(([key, template]) => {
  const names: string[] = []
  const source = template
    .split(/\{(\w+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(part)
      return '(-?\\d+(?:\\.\\d+)?)'
    })
    .join('')
  return { key, names, pattern: new RegExp(`^${source}$`) }
})

/**
 * A contract's own message as the client reads it: one that words a §5 rule ('Required field.',
 * 'Maximum 200 characters.') is that rule's message, so it reads in the request's language like
 * the ones zod raises; any other stays as the contract wrote it.
 */
export function contractMessage(text: string): ValidationMessage {
  for (const { key, names, pattern } of standardTexts) {
    const match = pattern.exec(text)
    if (match === null) continue
    return { key, params: Object.fromEntries(names.map((name, i) => [name, Number(match[i + 1])])) }
  }
  return { text }
}

/** One refused part of a request, as Fastify carries it to the error handler. */
export type RequestIssue = FastifySchemaValidationError & { readonly problem: ValidationMessage }

const requestIssueMark = Symbol('request issue')

function isRequestIssue(value: unknown): value is RequestIssue {
  return typeof value === 'object' && value !== null && requestIssueMark in value
}

/** Whether Fastify refused the request with issues of validatorCompiler. */
export function hasRequestIssues(
  error: unknown,
): error is { validation: RequestIssue[]; validationContext?: string } {
  if (typeof error !== 'object' || error === null || !('validation' in error)) return false
  const { validation } = error
  return Array.isArray(validation) && validation.length > 0 && validation.every(isRequestIssue)
}

// The error map's answer stands for the §5 message it noted: a text no contract writes.
const notedPrefix = '\u0000'

/**
 * Parses a value with the schema; a refusal lists every issue with its §5 message (describeIssue,
 * or the contract's own through contractMessage).
 */
export function parseWithMessages<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): { success: true; data: z.output<Schema> } | { success: false; issues: RequestIssue[] } {
  const noted: ValidationMessage[] = []
  const result = z.safeParse(schema, value, {
    error: (issue) => `${notedPrefix}${String(noted.push(describeIssue(issue)) - 1)}`,
  })
  if (result.success) return { success: true, data: result.data }
  const issues = result.error.issues.map((issue): RequestIssue => {
    const problem = issue.message.startsWith(notedPrefix)
      ? (noted[Number(issue.message.slice(notedPrefix.length))] ?? incorrectValue)
      : contractMessage(issue.message)
    const path = issue.path.map(String).join('/')
    return {
      [requestIssueMark]: true,
      keyword: issue.code,
      instancePath: `/${path}`,
      schemaPath: `#/${path}/${issue.code}`,
      params: {},
      message: formatValidationMessage(problem, 'en-US'),
      problem,
    } as RequestIssue
  })
  return { success: false, issues }
}

/**
 * Route schemas are zod schemas: requests are parsed (unknown properties stripped), and a refusal
 * carries §5 messages rather than zod's ("Invalid input: expected number, received NaN").
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = parseWithMessages(schema, data)
    return result.success ? { value: result.data } : { error: result.issues }
  }

/**
 * Field name → messages in the request's language. Nested fields are dotted (`tourists.0.email`);
 * an issue with the part as a whole (a missing body) is filed under the part's name (`body`).
 */
export function requestFieldErrors(
  issues: readonly RequestIssue[],
  part: string,
  language: Locale,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || part
    const message = formatValidationMessage(issue.problem, language)
    const known = errors[field] ?? []
    if (!known.includes(message)) errors[field] = [...known, message]
  }
  return errors
}
