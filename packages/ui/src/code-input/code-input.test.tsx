import { fireEvent, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { CodeInput } from './code-input.tsx'

function cells(): HTMLInputElement[] {
  return screen.getAllByRole('textbox')
}

function values(): string[] {
  return cells().map((cell) => cell.value)
}

describe('§5/§9 code input: 5 digit cells under one label', () => {
  it('has 5 numeric cells in a group named once, the first offering one-time-code autofill', () => {
    render(<CodeInput label="Code from the SMS" />)
    expect(screen.getByRole('group', { name: 'Code from the SMS' })).toBeTruthy()
    expect(cells()).toHaveLength(5)
    expect(cells().map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'Digit 1 of 5',
      'Digit 2 of 5',
      'Digit 3 of 5',
      'Digit 4 of 5',
      'Digit 5 of 5',
    ])
    expect(cells().every((cell) => cell.getAttribute('inputmode') === 'numeric')).toBe(true)
    expect(cells()[0]?.getAttribute('autocomplete')).toBe('one-time-code')
  })

  it('takes another length', () => {
    render(<CodeInput label="Code" length={4} />)
    expect(cells()).toHaveLength(4)
  })
})

describe('§5 code input: digits only, complete event', () => {
  it('fills cell by cell and reports completion once every cell holds a digit', async () => {
    const user = userEvent.setup()
    const onComplete = vi.fn()
    const onValueChange = vi.fn()
    render(<CodeInput label="Code" onComplete={onComplete} onValueChange={onValueChange} />)
    await user.click(cells()[0] as HTMLInputElement)
    await user.keyboard('1234')
    expect(onComplete).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(cells()[4])
    await user.keyboard('5')
    expect(values()).toEqual(['1', '2', '3', '4', '5'])
    expect(onValueChange).toHaveBeenLastCalledWith('12345')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('12345')
  })

  it('rejects a typed non-digit: the cell stays empty and the focus stays', async () => {
    const user = userEvent.setup()
    render(<CodeInput label="Code" />)
    await user.click(cells()[0] as HTMLInputElement)
    await user.keyboard('a- 7')
    expect(values()).toEqual(['7', '', '', '', ''])
    expect(document.activeElement).toBe(cells()[1])
  })
})

describe('§5 code input: a pasted value must be exactly that many digits', () => {
  it('fills all cells from a 5-digit paste and completes', async () => {
    const user = userEvent.setup()
    const onComplete = vi.fn()
    render(<CodeInput label="Code" onComplete={onComplete} />)
    await user.click(cells()[2] as HTMLInputElement)
    await user.paste('48213')
    expect(values()).toEqual(['4', '8', '2', '1', '3'])
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('48213')
  })

  it.each(['4821', '482135', '48 13', '48a13'])('ignores the paste "%s"', async (text) => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<CodeInput label="Code" onValueChange={onValueChange} />)
    await user.click(cells()[0] as HTMLInputElement)
    await user.paste(text)
    expect(values()).toEqual(['', '', '', '', ''])
    expect(onValueChange).not.toHaveBeenCalled()
  })
})

describe('§5 code input: keyboard', () => {
  it('moves back with Backspace, clearing as it goes', async () => {
    const user = userEvent.setup()
    render(<CodeInput label="Code" />)
    await user.click(cells()[0] as HTMLInputElement)
    await user.keyboard('123')
    expect(document.activeElement).toBe(cells()[3])
    await user.keyboard('{Backspace}')
    expect(values()).toEqual(['1', '2', '', '', ''])
    expect(document.activeElement).toBe(cells()[2])
    await user.keyboard('{Backspace}')
    expect(values()).toEqual(['1', '', '', '', ''])
    expect(document.activeElement).toBe(cells()[1])
  })

  it('moves with the arrow keys and overwrites the cell it is on', async () => {
    const user = userEvent.setup()
    render(<CodeInput label="Code" />)
    await user.click(cells()[0] as HTMLInputElement)
    await user.keyboard('123{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    expect(document.activeElement).toBe(cells()[0])
    await user.keyboard('{ArrowRight}9')
    expect(values()).toEqual(['1', '9', '3', '', ''])
  })

  it('takes a whole code autofilled into one cell', () => {
    const onComplete = vi.fn()
    render(<CodeInput label="Code" onComplete={onComplete} />)
    // one-time-code autofill sets the value with an input event and no key press.
    fireEvent.change(cells()[0] as HTMLInputElement, { target: { value: '55123' } })
    expect(values()).toEqual(['5', '5', '1', '2', '3'])
    expect(onComplete).toHaveBeenCalledWith('55123')
  })

  it('takes the new digit of an input event without a key press (Android), and no letter', () => {
    render(<CodeInput label="Code" value="3" />)
    const first = cells()[0] as HTMLInputElement
    fireEvent.change(first, { target: { value: '37' } })
    expect(values()).toEqual(['7', '', '', '', ''])
    fireEvent.change(cells()[1] as HTMLInputElement, { target: { value: 'x' } })
    expect(values()).toEqual(['7', '', '', '', ''])
  })

  it('is cleared by its parent', async () => {
    const user = userEvent.setup()
    function Cleared() {
      const [code, setCode] = useState('')
      return (
        <>
          <CodeInput label="Code" value={code} onValueChange={setCode} />
          <button type="button" onClick={() => setCode('')}>
            Send again
          </button>
        </>
      )
    }
    render(<Cleared />)
    await user.click(cells()[0] as HTMLInputElement)
    await user.keyboard('12')
    await user.click(screen.getByRole('button', { name: 'Send again' }))
    expect(values()).toEqual(['', '', '', '', ''])
  })
})
