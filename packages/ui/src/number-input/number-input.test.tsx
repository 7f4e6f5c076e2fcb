import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { NumberInput } from './number-input.tsx'

describe('§5 number input: clamped to min and max', () => {
  it('clamps a number above max when the field is left', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<NumberInput label="Age" min={0} max={18} onValueChange={onValueChange} />)
    const input = screen.getByRole('spinbutton', { name: 'Age' })
    await user.type(input, '42')
    expect(onValueChange).not.toHaveBeenCalled()
    await user.tab()
    expect(onValueChange).toHaveBeenLastCalledWith(18)
    expect(input).toHaveProperty('value', '18')
  })

  it('clamps a number below min when Enter commits it', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(
      <NumberInput
        label="Nights"
        defaultValue={3}
        min={1}
        max={20}
        onValueChange={onValueChange}
      />,
    )
    const input = screen.getByRole('spinbutton', { name: 'Nights' })
    await user.clear(input)
    await user.type(input, '0{Enter}')
    expect(onValueChange).toHaveBeenLastCalledWith(1)
    expect(input).toHaveProperty('value', '1')
  })

  it('turns an emptied field into the minimum', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(
      <NumberInput label="Group size" defaultValue={8} min={2} onValueChange={onValueChange} />,
    )
    await user.clear(screen.getByRole('spinbutton', { name: 'Group size' }))
    await user.tab()
    expect(onValueChange).toHaveBeenLastCalledWith(2)
  })

  it('follows a new value from its parent', () => {
    const { rerender } = render(<NumberInput label="Price" value={100} />)
    rerender(<NumberInput label="Price" value={250} />)
    expect(screen.getByRole('spinbutton', { name: 'Price' })).toHaveProperty('value', '250')
  })
})
