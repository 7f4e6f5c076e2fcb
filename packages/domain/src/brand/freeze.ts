/**
 * Brand configs are module-level values shared by every server request; freezing them makes an
 * accidental write throw instead of leaking into other users' pages.
 */
export function deepFreeze<Value>(value: Value): Value {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}
