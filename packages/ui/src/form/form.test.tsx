import { act, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { formatValidationMessage } from '@tourmarket/domain/validation'
import type { ValidationMessage, ValidationMode } from '@tourmarket/domain/validation'
import { Button } from '../button/button.tsx'
import { ConsentCheckbox } from '../checkbox/checkbox.tsx'
import { CityAutocomplete } from '../city-autocomplete/city-autocomplete.tsx'
import type { CityChoice } from '../city-autocomplete/city-autocomplete.tsx'
import { CodeInput } from '../code-input/code-input.tsx'
import { PhoneInput } from '../phone-input/phone-input.tsx'
import { TextField } from '../text-field/text-field.tsx'
import { useForm } from './use-form.ts'

type SignUpValues = { name: string; email: string; consent: boolean }

type SignUpProps = {
  readonly mode?: ValidationMode
  readonly onSubmit?: (values: SignUpValues) => void | Promise<void>
  readonly formatMessage?: (message: ValidationMessage) => string
  readonly serverErrors?: Partial<Record<keyof SignUpValues, readonly string[]>>
}

function SignUp({ mode, onSubmit = () => {}, formatMessage, serverErrors }: SignUpProps) {
  const form = useForm<SignUpValues>(
    { name: 'required|min:2', email: { required: true, email: true }, consent: 'required' },
    { initialValues: { name: '', email: '', consent: false }, mode, onSubmit, formatMessage },
  )
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <TextField label="Name" {...form.register('name')} />
      <TextField label="E-mail" {...form.register('email')} />
      <ConsentCheckbox {...form.registerCheckbox('consent')} />
      {serverErrors !== undefined && (
        <button type="button" onClick={() => form.setErrors(serverErrors)}>
          Load server errors
        </button>
      )}
      <Button type="submit" loading={form.submitting}>
        Sign up
      </Button>
    </form>
  )
}

function email(): HTMLElement {
  return screen.getByRole('textbox', { name: 'E-mail' })
}

function errorOf(field: HTMLElement): string | null {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
  const error = ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('tm-field__error'))
  return error?.textContent ?? null
}

describe('§5 validation mode eager', () => {
  it('shows an error when the field is left, not while typing, and clears it on the fixing input', async () => {
    const user = userEvent.setup()
    render(<SignUp mode="eager" />)
    await user.type(email(), 'ann@')
    expect(errorOf(email())).toBeNull()
    await user.tab()
    expect(errorOf(email())).toBe('Please enter a valid e-mail.')
    expect(email().getAttribute('aria-invalid')).toBe('true')
    await user.type(email(), 'example.co')
    expect(errorOf(email())).toBe(null)
    expect(email().getAttribute('aria-invalid')).toBeNull()
  })

  it('is the default mode', async () => {
    const user = userEvent.setup()
    render(<SignUp />)
    await user.type(email(), 'x')
    expect(errorOf(email())).toBeNull()
    await user.tab()
    expect(errorOf(email())).toBe('Please enter a valid e-mail.')
  })
})

describe('§5 validation mode aggressive', () => {
  it('shows the error from the first keystroke', async () => {
    const user = userEvent.setup()
    render(<SignUp mode="aggressive" />)
    await user.type(email(), 'a')
    expect(errorOf(email())).toBe('Please enter a valid e-mail.')
  })
})

describe('§5 validation mode passive', () => {
  it('shows errors only on submit and keeps them until the next submit', async () => {
    const user = userEvent.setup()
    render(<SignUp mode="passive" />)
    await user.type(email(), 'a')
    await user.tab()
    expect(errorOf(email())).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(errorOf(email())).toBe('Please enter a valid e-mail.')
    await user.type(email(), '@example.com')
    expect(errorOf(email())).toBe('Please enter a valid e-mail.')
  })
})

describe('§5 form submit: only when valid, errors per field', () => {
  it('collects every field error, focuses the first invalid field and does not submit', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<SignUp onSubmit={onSubmit} />)
    await user.type(email(), 'ann@example.com')
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(onSubmit).not.toHaveBeenCalled()
    const name = screen.getByRole('textbox', { name: 'Name' })
    expect(errorOf(name)).toBe('Required field.')
    expect(errorOf(email())).toBeNull()
    expect(errorOf(screen.getByRole('checkbox'))).toBe('Required field.')
    expect(document.activeElement).toBe(name)
  })

  it('submits the values once valid, and cannot submit twice while submitting', async () => {
    const user = userEvent.setup()
    let finish: () => void = () => {}
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve
        }),
    )
    render(<SignUp onSubmit={onSubmit} />)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann')
    await user.type(email(), 'ann@example.com')
    await user.click(screen.getByRole('checkbox'))
    const submit = screen.getByRole('button', { name: 'Sign up' })
    await user.click(submit)
    await user.click(submit)
    await user.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: 'Ann',
      email: 'ann@example.com',
      consent: true,
    })
    expect(submit.getAttribute('aria-disabled')).toBe('true')
    await act(async () => finish())
    expect(submit.getAttribute('aria-disabled')).toBeNull()
  })

  it('shows errors from elsewhere, such as the API, under their fields', async () => {
    const user = userEvent.setup()
    render(<SignUp serverErrors={{ email: ['This e-mail is already registered'] }} />)
    await user.click(screen.getByRole('button', { name: 'Load server errors' }))
    expect(errorOf(email())).toBe('This e-mail is already registered')
  })
})

describe('§5 validation messages translated through formatMessage', () => {
  it('uses the given translation instead of English', async () => {
    const user = userEvent.setup()
    render(<SignUp formatMessage={(message) => formatValidationMessage(message, 'ru')} />)
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(errorOf(screen.getByRole('textbox', { name: 'Name' }))).toBe('Обязательное поле.')
  })
})

type ContactValues = { phone: string; code: string; city: CityChoice | null }

function Contact({ onSubmit }: { readonly onSubmit: (values: ContactValues) => void }) {
  const form = useForm<ContactValues>(
    { phone: 'required|phone', code: 'required|min:5', city: 'required' },
    { initialValues: { phone: '', code: '', city: null }, onSubmit },
  )
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Contact">
      <CityAutocomplete search={async () => []} {...form.register('city', { event: 'change' })} />
      <PhoneInput
        label="Phone"
        countries={[{ iso_code: 'US', name: 'United States', phone_code: '+1', is_primary: true }]}
        {...form.register('phone')}
      />
      <CodeInput label="Code" {...form.register('code')} />
      <Button type="submit">Send</Button>
    </form>
  )
}

describe('§5 form with the composite kit inputs', () => {
  it('validates the phone value the phone input emits and focuses composite fields in order', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Contact onSubmit={onSubmit} />)
    const phone = screen.getByRole('textbox', { name: 'Phone' })
    const send = screen.getByRole('button', { name: 'Send' })
    await user.type(phone, '202 555')
    await user.click(send)
    expect(errorOf(phone)).toBe('Please enter a valid phone number')
    expect(document.activeElement).toBe(phone)
    await user.type(phone, '-0123')
    await user.click(send)
    expect(errorOf(phone)).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Digit 1 of 5' }))
    await user.keyboard('12345')
    await user.click(send)
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Select city' }))
    expect(onSubmit).not.toHaveBeenCalled()
    const posted = new FormData(screen.getByRole('form', { name: 'Contact' }) as HTMLFormElement)
    // As typed, with the chosen country's dial code beside it, for the server to join.
    expect(posted.get('phone')).toBe('202 555-0123')
    expect(posted.get('phone-dial-code')).toBe('+1')
    // One digit per cell, each under the field's name: the server joins them.
    expect(posted.getAll('code')).toEqual(['1', '2', '3', '4', '5'])
  })
})
