import type { PointerEvent } from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { lazyWithPreload } from '../lazy/lazy-with-preload.ts'
import { MountOnceOpened } from '../lazy/mount-once-opened.tsx'
import { usePopupTrigger } from '../lazy/popup-trigger.ts'
import type { DropdownProps } from './dropdown-props.ts'
import { DROPDOWN_CLOSE_DELAY_MS, DROPDOWN_CLOSE_THROTTLE_MS } from './dropdown-props.ts'
import { createHoverIntent } from './hover-intent.ts'
import type { HoverIntent } from './hover-intent.ts'
import './dropdown.css'

export {
  DROPDOWN_ARROW_PADDING,
  DROPDOWN_CLOSE_DELAY_MS,
  DROPDOWN_CLOSE_THROTTLE_MS,
  DROPDOWN_OFFSET,
  DROPDOWN_VIEWPORT_PADDING,
} from './dropdown-props.ts'
export type { DropdownProps } from './dropdown-props.ts'

const dropdownPanel = lazyWithPreload(() =>
  import('./dropdown-panel.tsx').then((module) => module.DropdownPanel),
)

/**
 * A floating panel anchored to its trigger; Escape and an outside click close it. The trigger
 * renders at once; the panel (Radix Popover) loads when first opened, or when the trigger is
 * hovered or focused.
 */
export function Dropdown({
  trigger,
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  openOn = 'click',
  ...panelProps
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
  const contentId = useId()

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

  const handleOpenChange = (next: boolean) => {
    if (next) openedByHover.current = false
    setUncontrolledOpen(next)
    onOpenChange?.(next)
  }

  const popupTrigger = usePopupTrigger(trigger, {
    open: isOpen,
    contentId,
    onToggle: () => handleOpenChange(!isOpen),
    preload: dropdownPanel.preload,
    ...hoverHandlers,
  })

  return (
    <>
      {popupTrigger.element}
      <MountOnceOpened open={isOpen}>
        <dropdownPanel.Component
          {...panelProps}
          {...hoverHandlers}
          open={isOpen}
          onOpenChange={handleOpenChange}
          contentId={contentId}
          triggerRef={popupTrigger.ref}
          openedByHover={openedByHover}
        >
          {children}
        </dropdownPanel.Component>
      </MountOnceOpened>
    </>
  )
}
