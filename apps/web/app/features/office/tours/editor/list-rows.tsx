import { useCallback, useRef, useState, type ReactNode } from 'react'
import { useToursText } from '../tours-text.ts'
import type { EditorIntent } from './editor-answer.ts'
import { applyListMove, LIST_EDIT_FIELD, listEditValue, type ListMove } from './list-edit.ts'
import { useMarkDirty } from './section-form.tsx'

export type Row<Item> = { readonly key: number; readonly value: Item }

/**
 * A section's list rows with keys that follow them through moves, so a moved row keeps what was
 * typed in it; `move` makes the same moves the action makes for a form posted without a script.
 * A move, like `markEdited`, marks the section unsaved.
 */
export function useListRows<Item>(
  intent: EditorIntent,
  initial: readonly Item[],
  /** A new row's value; a list without one (photos come by upload) takes no `add`. */
  blank?: () => Item,
) {
  const markDirty = useMarkDirty(intent)
  const markEdited = useCallback(() => markDirty(true), [markDirty])
  const nextKey = useRef(initial.length)
  const [rows, setRows] = useState<readonly Row<Item>[]>(() =>
    initial.map((value, key) => ({ key, value })),
  )
  const move = useCallback(
    (listMove: ListMove) => {
      setRows((current) =>
        applyListMove(
          current,
          listMove,
          blank === undefined ? undefined : () => ({ key: nextKey.current++, value: blank() }),
        ),
      )
      markEdited()
    },
    [blank, markEdited],
  )
  return { rows, move, markEdited }
}

/**
 * A submit button that makes a list move: the page's script makes it at once; without one it
 * posts the form, and the action draws it again with the move made.
 */
function ListMoveButton({
  list,
  move,
  onMove,
  label,
  children,
  className = 'office-tour-icon-button',
  disabled = false,
}: {
  list: string
  move: ListMove
  onMove: (move: ListMove) => void
  label?: string
  children: ReactNode
  className?: string
  disabled?: boolean
}) {
  return (
    <button
      type="submit"
      name={LIST_EDIT_FIELD}
      value={listEditValue(list, move)}
      className={className}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={(event) => {
        event.preventDefault()
        onMove(move)
      }}
    >
      {children}
    </button>
  )
}

/** The names of a row's up, down and remove buttons. */
export type MoveLabels = { readonly up: string; readonly down: string; readonly remove: string }

/** A row's up, down and remove buttons, named after the row. */
function RowMoves({
  list,
  index,
  count,
  onMove,
  labels,
}: {
  list: string
  index: number
  count: number
  onMove: (move: ListMove) => void
  labels: MoveLabels
}) {
  const { text } = useToursText()
  return (
    <div className="office-tour-row__moves">
      <ListMoveButton
        list={list}
        move={{ kind: 'up', index }}
        onMove={onMove}
        label={labels.up}
        disabled={index === 0}
      >
        <span aria-hidden="true">↑</span>
      </ListMoveButton>
      <ListMoveButton
        list={list}
        move={{ kind: 'down', index }}
        onMove={onMove}
        label={labels.down}
        disabled={index === count - 1}
      >
        <span aria-hidden="true">↓</span>
      </ListMoveButton>
      <ListMoveButton
        list={list}
        move={{ kind: 'remove', index }}
        onMove={onMove}
        label={labels.remove}
        className="office-tour-text-button office-tour-text-button--danger"
      >
        {text('tours.editor.remove')}
      </ListMoveButton>
    </div>
  )
}

/**
 * An editable list: a row per item with its fields and its move buttons, then the list's message
 * and its add button (a list without `addLabel` grows another way, as photos by upload).
 */
export function EditableList<Item>({
  list,
  rows,
  onMove,
  renderRow,
  moveLabels,
  addLabel,
  emptyText,
  error,
  listClassName = 'office-tour-rows',
  rowClassName = 'office-tour-row',
}: {
  list: string
  rows: readonly Row<Item>[]
  onMove: (move: ListMove) => void
  renderRow: (row: Row<Item>, index: number) => ReactNode
  /** The move buttons' names for the row at a position (from 1); an item's by default. */
  moveLabels?: (position: number) => MoveLabels
  addLabel?: string
  /** Shown in place of the rows when there are none. */
  emptyText?: string
  error?: string
  listClassName?: string
  rowClassName?: string
}) {
  const { text } = useToursText()
  const labelsAt =
    moveLabels ??
    ((position: number) => ({
      up: text('tours.editor.moveItemUp', { position }),
      down: text('tours.editor.moveItemDown', { position }),
      remove: text('tours.editor.removeItem', { position }),
    }))
  return (
    <>
      {emptyText !== undefined && rows.length === 0 ? (
        <p className="office-tour-muted">{emptyText}</p>
      ) : null}
      <ol className={listClassName}>
        {rows.map((row, index) => (
          <li key={row.key} className={rowClassName}>
            {renderRow(row, index)}
            <RowMoves
              list={list}
              index={index}
              count={rows.length}
              onMove={onMove}
              labels={labelsAt(index + 1)}
            />
          </li>
        ))}
      </ol>
      {error === undefined ? null : (
        <p className="tm-field__error" role="alert">
          {error}
        </p>
      )}
      {addLabel === undefined ? null : (
        <ListMoveButton
          list={list}
          move={{ kind: 'add' }}
          onMove={onMove}
          className="office-tour-text-button"
        >
          {addLabel}
        </ListMoveButton>
      )}
    </>
  )
}
