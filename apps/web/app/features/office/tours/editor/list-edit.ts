/**
 * The editor's ordered lists (route cities, program days, photos, included items, questions,
 * cancellation tiers) are edited by the same moves with and without JavaScript: a move button is a
 * submit button whose value names the move (`program:up:2`); with a script the page applies it to
 * its own state, without one the route's action applies it to what was posted and shows the form
 * again, unsaved.
 */

/** The form field that carries a list move. */
export const LIST_EDIT_FIELD = 'list_edit'

export type ListMove =
  { readonly kind: 'add' } | { readonly kind: 'remove' | 'up' | 'down'; readonly index: number }

export type ListEdit = { readonly list: string; readonly move: ListMove }

/** The value of a move's button: `list:add`, `list:remove:3`. */
export function listEditValue(list: string, move: ListMove): string {
  return move.kind === 'add' ? `${list}:add` : `${list}:${move.kind}:${String(move.index)}`
}

/** A posted move, or null when the value is not one (a hand-made post). */
export function parseListEdit(value: string): ListEdit | null {
  const [list, kind, index, ...rest] = value.split(':')
  if (list === undefined || list === '' || rest.length > 0) return null
  if (kind === 'add' && index === undefined) return { list, move: { kind } }
  if (kind !== 'remove' && kind !== 'up' && kind !== 'down') return null
  const position = Number(index)
  if (!Number.isSafeInteger(position) || position < 0) return null
  return { list, move: { kind, index: position } }
}

/**
 * The list after a move. A move past either end, or of an item that is not there, leaves the
 * list as it was; `blank` makes the added item (a list without one takes no `add`).
 */
export function applyListMove<Item>(
  items: readonly Item[],
  move: ListMove,
  blank?: () => Item,
): readonly Item[] {
  if (move.kind === 'add') return blank === undefined ? items : [...items, blank()]
  const { index } = move
  if (index >= items.length) return items
  if (move.kind === 'remove') return items.filter((_, position) => position !== index)
  const other = move.kind === 'up' ? index - 1 : index + 1
  if (other < 0 || other >= items.length) return items
  const moved = [...items]
  ;[moved[index], moved[other]] = [moved[other] as Item, moved[index] as Item]
  return moved
}
