import { act, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog, useConfirmDialog } from './confirm-dialog.tsx'

function PromiseHarness({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const { confirm, dialog } = useConfirmDialog()
  return (
    <>
      <button
        type="button"
        onClick={() => void confirm({ text: 'Cancel the booking?' }).then(onAnswer)}
      >
        Cancel booking
      </button>
      {dialog}
    </>
  )
}

describe('§2 confirm dialog: default title and buttons', () => {
  it("shows 'Please confirm your action' with Confirm and Cancel, focus on Cancel", async () => {
    render(<ConfirmDialog open onConfirm={vi.fn()} onCancel={vi.fn()} />)
    expect(await screen.findByRole('dialog', { name: 'Please confirm your action' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeVisible()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }))
  })

  it('renders nothing while closed', async () => {
    render(<ConfirmDialog open={false} onConfirm={vi.fn()} onCancel={vi.fn()} />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(document.body.querySelector('.tm-modal, button')).toBeNull()
  })

  it('takes translated texts from props', async () => {
    render(
      <ConfirmDialog
        open
        title="Подтвердите действие"
        confirmLabel="Подтвердить"
        cancelLabel="Отмена"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    )
    expect(await screen.findByRole('dialog', { name: 'Подтвердите действие' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toBeVisible()
  })

  it('calls onConfirm, and onCancel for Cancel and for Escape', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    function Controlled() {
      const [open, setOpen] = useState(true)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <ConfirmDialog
            open={open}
            onConfirm={onConfirm}
            onCancel={() => {
              onCancel()
              setOpen(false)
            }}
          />
        </>
      )
    }
    render(<Controlled />)
    await user.click(await screen.findByRole('button', { name: 'Confirm' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(onCancel).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Open' }))
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onConfirm).toHaveBeenCalledOnce()
  })
})

describe('§2 confirm dialog: promise-style API', () => {
  it('resolves true on Confirm and closes', async () => {
    const user = userEvent.setup()
    const onAnswer = vi.fn()
    render(<PromiseHarness onAnswer={onAnswer} />)
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }))
    expect(await screen.findByText('Cancel the booking?')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(onAnswer).toHaveBeenCalledWith(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('resolves false on Cancel and on Escape, and returns focus to the opener', async () => {
    const user = userEvent.setup()
    const onAnswer = vi.fn()
    render(<PromiseHarness onAnswer={onAnswer} />)
    const opener = screen.getByRole('button', { name: 'Cancel booking' })
    await user.click(opener)
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    await user.click(opener)
    await user.keyboard('{Escape}')
    expect(onAnswer.mock.calls).toEqual([[false], [false]])
    expect(document.activeElement).toBe(opener)
  })

  it('answers an open question with false when the page unmounts', async () => {
    let ask: (() => Promise<boolean>) | undefined
    function Asker() {
      const { confirm, dialog } = useConfirmDialog()
      ask = () => confirm()
      return dialog
    }
    const { unmount } = render(<Asker />)
    let answer: Promise<boolean> | undefined
    act(() => {
      answer = ask?.()
    })
    unmount()
    await expect(answer).resolves.toBe(false)
  })
})
