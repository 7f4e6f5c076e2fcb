import { render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Checkbox, ConsentCheckbox } from './checkbox.tsx'

describe('§5 checkbox: label, hint and error wired', () => {
  it('toggles and reports the checked state', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn()
    render(<Checkbox label="Send me offers" onCheckedChange={onCheckedChange} />)
    await user.click(screen.getByText('Send me offers'))
    expect(onCheckedChange).toHaveBeenLastCalledWith(true)
    expect(screen.getByRole('checkbox', { name: 'Send me offers' })).toHaveProperty('checked', true)
  })

  it('posts its value under its name when ticked, so boxes sharing a name make a list', () => {
    const { container } = render(
      <form>
        <Checkbox label="English" name="language_ids" value="1" defaultChecked />
        <Checkbox label="German" name="language_ids" value="3" />
        <Checkbox label="Russian" name="language_ids" value="2" defaultChecked />
      </form>,
    )
    const form = container.querySelector('form') as HTMLFormElement
    expect(new FormData(form).getAll('language_ids')).toEqual(['1', '2'])
  })

  it('marks an error invalid and describes the box by it', () => {
    render(<Checkbox label="Agree" error="Required field." />)
    const box = screen.getByRole('checkbox', { name: 'Agree' })
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('Required field.').id)
  })
})

describe('§2 consent checkbox', () => {
  it('reads the §2 text and links the terms and privacy pages in a new tab', () => {
    render(<ConsentCheckbox />)
    const box = screen.getByRole('checkbox', {
      name: 'I accept the Terms and Conditions and agree to have my personal data processed according to the Privacy Policy',
    })
    const label = box.parentElement?.querySelector('label')
    expect(label).not.toBeNull()
    const terms = within(label as HTMLElement).getByRole('link', { name: 'Terms and Conditions' })
    const privacy = within(label as HTMLElement).getByRole('link', { name: 'Privacy Policy' })
    expect(terms.getAttribute('href')).toBe('/agreement')
    expect(privacy.getAttribute('href')).toBe('/privacy')
    for (const link of [terms, privacy]) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
  })

  it('takes the text, link texts and addresses from props', () => {
    render(
      <ConsentCheckbox
        text="Я принимаю {termsLink} и {privacyLink}"
        termsText="Условия"
        privacyText="Политику"
        termsUrl="/agreement/2"
        privacyUrl="/privacy/3"
      />,
    )
    expect(screen.getByRole('checkbox', { name: 'Я принимаю Условия и Политику' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Условия' }).getAttribute('href')).toBe('/agreement/2')
    expect(screen.getByRole('link', { name: 'Политику' }).getAttribute('href')).toBe('/privacy/3')
  })
})
