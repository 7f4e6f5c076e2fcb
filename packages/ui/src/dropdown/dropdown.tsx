import * as Popover from '@radix-ui/react-popover'
import type { PointerEvent, ReactElement, ReactNode } from 'react'
import { useEffect, useRef, useState } from 'react'
import { createHoverIntent } from './hover-intent.ts'
import type { HoverIntent } from './hover-intent.ts'
import './dropdown.css'

/** §9 UI kit dropdown constants. */
export const DROPDOWN_CLOSE_DELAY_MS = 300
export const DROPDOWN_OFFSET = 12
export const DROPDOWN_ARROW_PADDING = 12
export const DROPDOWN_VIEWPORT_PADDING = 8
export const DROPDOWN_CLOSE_THROTTLE_MS = 1000

export type DropdownProps = {
  /** The button that opens the dropdown; it gets aria-expanded and aria-controls. */
  trigger: ReactElement
  children: ReactNode
  /** Names the dropdown (a dialog) for screen readers. */
  label?: string
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** 'hover' also opens on mouse hover; click, Enter and Space always work. */
  openOn?: 'click' | 'hover'
  side?: 'top' | 'right' | 'bottom' | 'left'
  align?: 'start' | 'center' | 'end'
  arrow?: boolean
  className?: string
}

/** A floating panel anchored to its trigger; Escape and an outside click close it. */
export function Dropdown({
  trigger,
  children,
  label,
  open,
  defaultOpen = false,
  onOpenChange,
  openOn = 'click',
  side = 'bottom',
  align = 'start',
  arrow = false,
  className,
}: DropdownProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const isOpen = open ?? uncontrolledOpen
  const onOpenChangeRef = useRef(onOpenChange)
  const isOpenRef = useRef(isOpen)
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange
    isOpenRef.current = isOpen
  })
  const hoverIntent = useRef<HoverIntent | null>(null)
  // A dropdown opened by hovering must not pull focus away from where the user is typing.
  const openedByHover = useRef(false)

  useEffect(() => {
    if (openOn !== 'hover') return
    const intent = createHoverIntent({
      closeDelayMs: DROPDOWN_CLOSE_DELAY_MS,
      reopenBlockMs: DROPDOWN_CLOSE_THROTTLE_MS,
      setOpen: (next) => {
        if (next && !isOpenRef.current) openedByHover.current = true
        setUncontrolledOpen(next)
        onOpenChangeRef.current?.(next)
      },
    })
    hoverIntent.current = intent
    return () => {
      intent.dispose()
      hoverIntent.current = null
    }
  }, [openOn])

  // Touch sends pointerenter on tap too; only a mouse hovers.
  const hoverHandlers =
    openOn === 'hover'
      ? {
          onPointerEnter: (event: PointerEvent) => {
            if (event.pointerType === 'mouse') hoverIntent.current?.enter()
          },
          onPointerLeave: (event: PointerEvent) => {
            if (event.pointerType === 'mouse') hoverIntent.current?.leave()
          },
        }
      : {}

  return (
    <Popover.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (next) openedByHover.current = false
        setUncontrolledOpen(next)
        onOpenChange?.(next)
      }}
    >
      <Popover.Trigger asChild {...hoverHandlers}>
        {trigger}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={['tm-dropdown', className].filter(Boolean).join(' ')}
          side={side}
          align={align}
          sideOffset={DROPDOWN_OFFSET}
          arrowPadding={DROPDOWN_ARROW_PADDING}
          collisionPadding={DROPDOWN_VIEWPORT_PADDING}
          {...(label === undefined ? {} : { 'aria-label': label })}
          onOpenAutoFocus={(event) => {
            if (openedByHover.current) event.preventDefault()
          }}
          onCloseAutoFocus={(event) => {
            if (openedByHover.current) event.preventDefault()
          }}
          {...hoverHandlers}
        >
          {children}
          {arrow && <Popover.Arrow className="tm-dropdown__arrow" width={16} height={8} />}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
