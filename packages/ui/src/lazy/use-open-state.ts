import { useCallback, useState } from 'react'

export type OpenStateOptions = {
  open?: boolean | undefined
  defaultOpen?: boolean | undefined
  onOpenChange?: ((open: boolean) => void) | undefined
}

/** Open state that the parent controls (`open`) or leaves to the widget (`defaultOpen`), as Radix does. */
export function useOpenState({
  open,
  defaultOpen = false,
  onOpenChange,
}: OpenStateOptions): [boolean, (open: boolean) => void] {
  const [ownOpen, setOwnOpen] = useState(defaultOpen)
  const controlled = open !== undefined
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setOwnOpen(next)
      onOpenChange?.(next)
    },
    [controlled, onOpenChange],
  )
  return [open ?? ownOpen, setOpen]
}
