import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Breadcrumbs } from './breadcrumbs.tsx'

const items = [
  { url: '/', text: 'Home' },
  { url: '/italy', text: 'Italy' },
  { url: '/rome-walk-12', text: 'A walk through Rome' },
]

describe('§3 breadcrumb items {url, text}', () => {
  it('is a named navigation landmark with links to ancestors and the current page as text', () => {
    render(<Breadcrumbs items={items} />)
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Italy', '/italy'],
    ])
    const current = within(nav).getByText('A walk through Rome')
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3)
  })

  it('takes a translated label and a router link', () => {
    render(
      <Breadcrumbs
        items={items}
        label="Навигация"
        renderLink={({ href, children, className }) => (
          <a href={href} className={className} data-router-link="">
            {children}
          </a>
        )}
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'Навигация' })
    expect(within(nav).getAllByRole('link')[0]?.hasAttribute('data-router-link')).toBe(true)
  })

  it('renders nothing without items', () => {
    const { container } = render(<Breadcrumbs items={[]} />)
    expect(container.innerHTML).toBe('')
  })
})
