import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TEXTAREA_ROWS, TextField, Textarea } from './text-field.tsx'

describe('§5 text field: label above, hint and error under the field', () => {
  it('names the input by its label and describes it by its hint', () => {
    render(<TextField label="E-mail" hint="We send the voucher here" />)
    const input = screen.getByRole('textbox', { name: 'E-mail' })
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(screen.getByText('We send the voucher here').id).toBe(
      input.getAttribute('aria-describedby'),
    )
  })

  it('marks an error invalid and describes the input by the hint and the error', () => {
    render(
      <TextField label="E-mail" hint="Work or personal" error="Please enter a valid e-mail." />,
    )
    const input = screen.getByRole('textbox', { name: 'E-mail' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ')
    expect(described).toEqual([
      screen.getByText('Work or personal').id,
      screen.getByText('Please enter a valid e-mail.').id,
    ])
  })

  it('reports the typed text', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<TextField label="Name" onValueChange={onValueChange} />)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann')
    expect(onValueChange).toHaveBeenLastCalledWith('Ann')
  })
})

describe('§9 textarea: 2 rows', () => {
  it('starts two rows tall, with label and error wired like the text field', () => {
    render(<Textarea label="Message" error="Required field." />)
    const textarea = screen.getByRole('textbox', { name: 'Message' })
    expect(TEXTAREA_ROWS).toBe(2)
    expect(textarea.getAttribute('rows')).toBe('2')
    expect(textarea.getAttribute('aria-invalid')).toBe('true')
    expect(textarea.getAttribute('aria-describedby')).toBe(screen.getByText('Required field.').id)
  })
})
