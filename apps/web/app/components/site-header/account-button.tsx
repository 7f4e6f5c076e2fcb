import type { ReactElement } from 'react'

/**
 * The account menu's button, the user's initial and name: an element rather than a component, so
 * the menu's Dropdown can give it the trigger's props (it clones its trigger).
 */
export function accountButton(name: string): ReactElement {
  return (
    <button type="button" className="site-header__link site-header__account">
      <span className="site-header__avatar" aria-hidden="true">
        {(name.trim()[0] ?? '?').toUpperCase()}
      </span>
      <span className="site-header__account-name">{name}</span>
    </button>
  )
}
