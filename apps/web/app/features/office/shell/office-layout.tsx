import type { OfficeContext } from '@tourmarket/contracts'
import { VisuallyHidden } from '@tourmarket/ui'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useOfficeText } from './office-text.ts'
import './office.css'

export type OfficeNavKey = 'overview' | 'bookings' | 'tours' | 'reviews' | 'sales' | 'team'

/** The office's sections in the order the navigation lists them, with their English paths. */
const sections: readonly { key: OfficeNavKey; path: string }[] = [
  { key: 'overview', path: '/office' },
  { key: 'bookings', path: '/office/bookings' },
  { key: 'tours', path: '/office/tours' },
  { key: 'reviews', path: '/office/reviews' },
  { key: 'sales', path: '/office/sales' },
  { key: 'team', path: '/office/team' },
]

/** The English path of an office section: where a profile switch returns to. */
export function officeSectionPath(key: OfficeNavKey): string {
  return sections.find((section) => section.key === key)?.path ?? '/office'
}

export type OfficeLayoutProps = {
  /** The context from `loadOffice`. */
  readonly office: OfficeContext
  /** The section this page belongs to: marked in the navigation. */
  readonly current: OfficeNavKey
  /** The page's heading (its one h1). */
  readonly title: string
  readonly children: ReactNode
  /** Buttons or links beside the heading (the page's main actions). */
  readonly actions?: ReactNode
}

/**
 * Issue 40: every office page inside one frame: who the account acts for and as what, a switch
 * between its profiles, and the sections with their badges: a side column on wide screens, a
 * scrolling tab bar on phones.
 */
export function OfficeLayout({ office, current, title, children, actions }: OfficeLayoutProps) {
  const { text, path } = useOfficeText()
  const badges: Partial<Record<OfficeNavKey, number>> = {
    bookings: office.counts.pending_requests,
  }
  return (
    <div className="office">
      <aside className="office__side">
        <div className="office__identity">
          <p className="office__organizer">{office.organizer.name}</p>
          <p className="office__role">
            {text(office.role === 'owner' ? 'office.role.owner' : 'office.role.staff')}
            {' · '}
            {office.organizer.is_published ? (
              <Link to={path(office.organizer.url)}>{text('office.profile.public')}</Link>
            ) : (
              text('office.profile.unpublished')
            )}
          </p>
          {office.profiles.length > 1 ? (
            <ProfileSwitcher office={office} current={current} />
          ) : null}
        </div>
        <nav className="office__nav" aria-label={text('office.nav.label')}>
          <ul className="office__nav-list">
            {sections.map((section) => {
              const badge = badges[section.key] ?? 0
              return (
                <li key={section.key}>
                  <Link
                    className="office__nav-link"
                    to={path(section.path)}
                    aria-current={section.key === current ? 'page' : undefined}
                  >
                    <span>{text(`office.nav.${section.key}`)}</span>
                    {badge > 0 ? (
                      <span className="office-badge">
                        <span aria-hidden="true">{badge}</span>
                        <VisuallyHidden>
                          {text('office.nav.badge', { count: badge })}
                        </VisuallyHidden>
                      </span>
                    ) : null}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      </aside>
      <main className="office__main" id="office-main">
        <header className="office__header">
          <h1 className="office__title">{title}</h1>
          {actions === undefined ? null : <div className="office-actions">{actions}</div>}
        </header>
        {office.organizer.hidden_reason === null ? null : (
          <div
            className="office-notice office-notice--error"
            role="status"
            data-testid="office-hidden-notice"
          >
            <p>{text('office.profile.hidden')}</p>
            <p>{office.organizer.hidden_reason}</p>
          </div>
        )}
        {children}
      </main>
    </div>
  )
}

/**
 * §7 set-acting as a plain form: it posts to the overview's action, which switches and comes
 * back to this section (an object of the other profile would not open).
 */
function ProfileSwitcher({ office, current }: { office: OfficeContext; current: OfficeNavKey }) {
  const { text, path } = useOfficeText()
  return (
    <form method="post" action={path('/office')} className="office__switch">
      <input type="hidden" name="intent" value="switch-profile" />
      <input type="hidden" name="back" value={path(officeSectionPath(current))} />
      <label className="office-field__label" htmlFor="office-profile">
        {text('office.switch.label')}
      </label>
      <div className="office__switch-row">
        <select
          id="office-profile"
          name="organizer_id"
          className="office-input"
          defaultValue={String(office.organizer.id)}
        >
          {office.profiles.map((profile) => (
            <option key={profile.id} value={profile.id}>
              {profile.name}
            </option>
          ))}
        </select>
        <button type="submit" className="office-button office-button--secondary">
          {text('office.switch.submit')}
        </button>
      </div>
    </form>
  )
}
