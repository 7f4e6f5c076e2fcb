/** True when `value` is one of `values`; the narrowing lets parsers turn untrusted input into a union. */
export function isOneOf<const Values extends readonly unknown[]>(
  values: Values,
  value: unknown,
): value is Values[number] {
  return values.includes(value)
}
