import * as Popover from '@radix-ui/react-popover'
import type { PointerEvent, ReactNode, RefObject } from 'react'
import { useExternalTrigger } from '../lazy/use-external-trigger.ts'
import type { DropdownProps } from './dropdown-props.ts'
import {
  DROPDOWN_ARROW_PADDING,
  DROPDOWN_OFFSET,
  DROPDOWN_VIEWPORT_PADDING,
} from './dropdown-props.ts'

export type DropdownPanelProps = Pick<
  DropdownProps,
  'label' | 'side' | 'align' | 'arrow' | 'className'
> & {
  children: ReactNode
  open: boolean
  onOpenChange: (open: boolean) => void
  contentId: string
  triggerRef: RefObject<HTMLElement | null>
  /** A dropdown opened by hovering leaves focus where it is, on opening and on closing. */
  openedByHover: RefObject<boolean>
  onPointerEnter?: ((event: PointerEvent) => void) | undefined
  onPointerLeave?: ((event: PointerEvent) => void) | undefined
}

/** The Radix half of Dropdown, loaded when it first opens. */
export function DropdownPanel({
  children,
  label,
  side = 'bottom',
  align = 'start',
  arrow = false,
  className,
  open,
  onOpenChange,
  contentId,
  triggerRef,
  openedByHover,
  onPointerEnter,
  onPointerLeave,
}: DropdownPanelProps) {
  const externalTrigger = useExternalTrigger(triggerRef)
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={triggerRef as RefObject<HTMLElement>} />
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          className={['tm-dropdown', className].filter(Boolean).join(' ')}
          side={side}
          align={align}
          sideOffset={DROPDOWN_OFFSET}
          arrowPadding={DROPDOWN_ARROW_PADDING}
          collisionPadding={DROPDOWN_VIEWPORT_PADDING}
          {...(label === undefined ? {} : { 'aria-label': label })}
          onInteractOutside={externalTrigger.onInteractOutside}
          onOpenAutoFocus={(event) => {
            if (openedByHover.current) event.preventDefault()
          }}
          onCloseAutoFocus={(event) => {
            if (openedByHover.current) event.preventDefault()
            externalTrigger.onCloseAutoFocus(event)
          }}
          {...(onPointerEnter === undefined ? {} : { onPointerEnter })}
          {...(onPointerLeave === undefined ? {} : { onPointerLeave })}
        >
          {children}
          {arrow && <Popover.Arrow className="tm-dropdown__arrow" width={16} height={8} />}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
