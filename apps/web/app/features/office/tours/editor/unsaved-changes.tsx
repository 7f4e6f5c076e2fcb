import { ConfirmDialog } from '@tourmarket/ui'
import { useCallback, useEffect, useState } from 'react'
import { useBlocker } from 'react-router'
import type { EditorIntent } from './editor-answer.ts'

/**
 * Which of the editor's forms hold changes not saved yet: a form becomes dirty when a field in it
 * changes (or a list move is made), and clean again when it is posted. Only with the script: a
 * page without it has no way to ask before leaving.
 */
export function useDirtyForms() {
  const [dirty, setDirty] = useState<ReadonlySet<EditorIntent>>(new Set())
  const mark = useCallback((form: EditorIntent, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(form) === isDirty) return current
      const next = new Set(current)
      if (isDirty) next.add(form)
      else next.delete(form)
      return next
    })
  }, [])
  return { dirty, mark }
}

/**
 * Asks before leaving the page while a form holds unsaved changes: the browser's own question for
 * a reload, a closed tab or another site; the kit's dialog for a link inside the storefront.
 * Posting a form of the page itself is not leaving it.
 */
export function UnsavedChangesWarning({
  active,
  title,
  text,
  leaveLabel,
  stayLabel,
}: {
  active: boolean
  title: string
  text: string
  leaveLabel: string
  stayLabel: string
}) {
  useEffect(() => {
    if (!active) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [active])
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  )
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={title}
      text={text}
      confirmLabel={leaveLabel}
      cancelLabel={stayLabel}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  )
}
