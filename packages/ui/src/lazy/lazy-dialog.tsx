import type { ComponentType, ReactElement, RefObject } from 'react'
import { useId } from 'react'
import type { OpenStateOptions } from './use-open-state.ts'
import { useOpenState } from './use-open-state.ts'
import { usePopupTrigger } from './popup-trigger.ts'
import { lazyWithPreload } from './lazy-with-preload.ts'
import { MountOnceOpened } from './mount-once-opened.tsx'

/** What a dialog's lazily loaded implementation gets from its shell. */
export type DialogImplementationProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The content's id, which the trigger's aria-controls names. */
  contentId: string
  /** The trigger, where focus returns on close when nothing else had it before opening. */
  triggerRef: RefObject<HTMLElement | null>
}

export type LazyDialogOptions = OpenStateOptions & {
  trigger?: ReactElement | undefined
  preload: () => Promise<unknown>
}

/** The always-loaded half of a dialog: its open state and its trigger. */
function useLazyDialog({ trigger, preload, ...openState }: LazyDialogOptions): {
  trigger: ReactElement | null
  dialog: DialogImplementationProps
} {
  const [open, setOpen] = useOpenState(openState)
  const contentId = useId()
  const popupTrigger = usePopupTrigger(trigger, {
    open,
    contentId,
    onToggle: () => setOpen(!open),
    preload,
  })
  return {
    trigger: popupTrigger.element,
    dialog: { open, onOpenChange: setOpen, contentId, triggerRef: popupTrigger.ref },
  }
}

/** The props a dialog shell takes on top of its content's: its open state and its trigger. */
type DialogShellProps = OpenStateOptions & { trigger?: ReactElement | undefined }

/**
 * A dialog whose Radix implementation loads when it first opens: the returned component renders
 * the trigger at once, and the implementation (given the content props and the open state) from
 * the first open on.
 */
export function lazyDialog<Props extends DialogShellProps>(
  load: () => Promise<
    ComponentType<Omit<Props, keyof DialogShellProps> & DialogImplementationProps>
  >,
): ComponentType<Props> {
  const implementation = lazyWithPreload(load)
  return function LazyDialog({ open, defaultOpen, onOpenChange, trigger, ...content }: Props) {
    const lazy = useLazyDialog({
      open,
      defaultOpen,
      onOpenChange,
      trigger,
      preload: implementation.preload,
    })
    return (
      <>
        {lazy.trigger}
        <MountOnceOpened open={lazy.dialog.open}>
          <implementation.Component {...content} {...lazy.dialog} />
        </MountOnceOpened>
      </>
    )
  }
}
