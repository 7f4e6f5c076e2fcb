import { act, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Checkbox } from '../checkbox/checkbox.tsx'
import { CodeInput } from '../code-input/code-input.tsx'
import { Button } from '../button/button.tsx'
import { PhoneInput } from '../phone-input/phone-input.tsx'
import { TextField, Textarea } from '../text-field/text-field.tsx'
import { VALUE_BEFORE_HYDRATION_ATTRIBUTE } from './use-value-from-before-hydration.ts'
import { useForm } from './use-form.ts'

type Values = { email: string; note: string; consent: boolean; code: string; phone: string }

function EarlyForm({ onSubmit }: { readonly onSubmit: (values: Values) => void }) {
  const form = useForm<Values>(
    { email: 'required|email' },
    {
      initialValues: { email: '', note: '', consent: false, code: '', phone: '' },
      onSubmit,
    },
  )
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <TextField label="E-mail" {...form.register('email')} />
      <Textarea label="Note" {...form.register('note')} />
      <Checkbox label="Consent" {...form.registerCheckbox('consent')} />
      <CodeInput label="Code" {...form.register('code')} />
      <PhoneInput
        label="Phone"
        countries={[{ iso_code: 'US', name: 'United States', phone_code: '+1', is_primary: true }]}
        {...form.register('phone')}
      />
      <Button type="submit">Send</Button>
    </form>
  )
}

function setDomValue(element: Element | null, value: string): void {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
    throw new Error('No such field in the server HTML')
  }
  element.value = value
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('a field filled in before hydration (issue 16)', () => {
  it('keeps what was typed, ticked and autofilled, and submits it', async () => {
    const onSubmit = vi.fn()
    const container = document.createElement('div')
    container.innerHTML = renderToString(<EarlyForm onSubmit={onSubmit} />)
    document.body.append(container)
    // The visitor acts on the server's HTML: no React yet.
    setDomValue(container.querySelector('input[name="email"]'), 'early@example.com')
    setDomValue(container.querySelector('textarea[name="note"]'), 'Vegetarian meals')
    const box = container.querySelector<HTMLInputElement>('input[type="checkbox"]')
    if (box === null) throw new Error('No checkbox')
    box.checked = true
    const cells = container.querySelectorAll('.tm-code-input__cell')
    setDomValue(cells[0] ?? null, '1')
    setDomValue(cells[1] ?? null, '2345')
    setDomValue(container.querySelector('input[type="tel"]'), '+1 202 555 0123')

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await act(() => hydrateRoot(container, <EarlyForm onSubmit={onSubmit} />))
    consoleError.mockRestore()

    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('early@example.com')
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Vegetarian meals')
    expect(screen.getByRole('checkbox', { name: 'Consent' })).toBeChecked()
    expect(screen.getByRole('textbox', { name: 'Digit 5 of 5' })).toHaveValue('5')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'early@example.com',
      note: 'Vegetarian meals',
      consent: true,
      code: '12345',
      phone: '+12025550123',
    })
  })

  it('reports nothing when the field was left as the server rendered it', async () => {
    const onValueChange = vi.fn()
    const container = document.createElement('div')
    const field = <TextField label="Name" value="Ada" onValueChange={onValueChange} />
    container.innerHTML = renderToString(field)
    document.body.append(container)
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await act(() => hydrateRoot(container, field))
    consoleError.mockRestore()
    expect(onValueChange).not.toHaveBeenCalled()
  })

  it('adopts the early text a page left on a textarea that React set back to its server text', async () => {
    const onValueChange = vi.fn()
    const container = document.createElement('div')
    const field = (
      <Textarea label="Meeting" value="Meeting point: …" onValueChange={onValueChange} />
    )
    container.innerHTML = renderToString(field)
    document.body.append(container)
    const textarea = container.querySelector('textarea')
    if (textarea === null) throw new Error('No textarea')
    textarea.value = 'At the fountain'
    textarea.setAttribute(VALUE_BEFORE_HYDRATION_ATTRIBUTE, 'At the fountain')
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await act(() => hydrateRoot(container, field))
    consoleError.mockRestore()
    expect(onValueChange).toHaveBeenCalledWith('At the fountain')
    expect(textarea.hasAttribute(VALUE_BEFORE_HYDRATION_ATTRIBUTE)).toBe(false)
  })
})
