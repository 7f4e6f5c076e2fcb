import type { AdminContext } from '@tourmarket/contracts'
import type { ConsoleSection } from '@tourmarket/domain/console'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { useAdminText, type AdminMessageKey } from './admin-text.ts'
import './admin.css'

/** The English path of each section built so far; the others are listed without a link. */
const sectionPaths: Partial<Record<ConsoleSection, string>> = {
  bookings: '/admin/bookings',
  organizers: '/admin/organizers',
  moderation: '/admin/moderation',
  support: '/admin/support',
  content: '/admin/journal',
  finance: '/admin/finance',
  audit: '/admin/audit',
  staff: '/admin/staff',
}

/**
 * A section with more than one page lists each in the navigation (issue 43 item 5: content's
 * journal and help centre), the one open marked.
 */
const sectionPages: Partial<
  Record<ConsoleSection, readonly (readonly [string, AdminMessageKey])[]>
> = {
  content: [
    ['/admin/journal', 'admin.nav.journal'],
    ['/admin/help-center', 'admin.nav.helpCenter'],
    ['/admin/collections', 'admin.nav.collections'],
    ['/admin/destinations', 'admin.nav.destinations'],
    ['/admin/uploads', 'admin.nav.uploads'],
    ['/admin/legal', 'admin.nav.legal'],
  ],
}

/** The console's links: one per section built, or one per page of a section that has several. */
function navLinks(sections: readonly ConsoleSection[]) {
  return sections.flatMap((section) => {
    const pages = sectionPages[section]
    if (pages !== undefined) return pages.map(([to, label]) => ({ section, to, label }))
    const to = sectionPaths[section]
    return to === undefined ? [] : [{ section, to, label: `admin.nav.${section}` as const }]
  })
}

export type AdminLayoutProps = {
  /** The context from `loadAdmin`. */
  readonly admin: AdminContext
  /** The section this page belongs to: marked in the navigation; none on the console's home. */
  readonly current: ConsoleSection | null
  /** The page's heading (its one h1). */
  readonly title: string
  readonly children: ReactNode
}

/**
 * Issue 43: every console page inside one frame: who is signed in and as what role, and the
 * sections that role may open (only those): a side column on wide screens, a tab bar on phones.
 */
export function AdminLayout({ admin, current, title, children }: AdminLayoutProps) {
  const { text, path } = useAdminText()
  const { pathname } = useLocation()
  const links = navLinks(admin.sections)
  const isOpen = (section: ConsoleSection, to: string) =>
    section === current &&
    (sectionPages[section] === undefined ||
      pathname === path(to) ||
      pathname.startsWith(`${path(to)}/`))
  return (
    <div className="admin">
      <aside className="admin__side">
        <div className="admin__identity">
          <p className="admin__name">
            <Link to={path('/admin')}>{text('admin.title')}</Link>
          </p>
          <p className="admin__role">
            {admin.name} · {text(`admin.role.${admin.role}`)}
          </p>
        </div>
        <nav className="admin__nav" aria-label={text('admin.nav.label')}>
          <ul className="admin__nav-list">
            {links.map(({ section, to, label }) => (
              <li key={to}>
                <Link
                  className="admin__nav-link"
                  to={path(to)}
                  aria-current={isOpen(section, to) ? 'page' : undefined}
                >
                  {text(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <main className="admin__main" id="admin-main">
        <header className="admin__header">
          <h1 className="admin__title">{title}</h1>
        </header>
        {children}
      </main>
    </div>
  )
}

/** The sections a role opens, with a link to each one built and a word on the rest. */
export function AdminSections({ admin }: { admin: AdminContext }) {
  const { text, path } = useAdminText()
  return (
    <section className="admin-section" aria-labelledby="admin-sections">
      <h2 id="admin-sections" className="admin-section__title">
        {text('admin.home.lead')}
      </h2>
      <ul className="admin-sections">
        {admin.sections.map((section) => {
          const to = sectionPaths[section]
          return (
            <li key={section}>
              {to === undefined ? (
                <>
                  <span className="admin-sections__name">{text(`admin.nav.${section}`)}</span>{' '}
                  <span className="admin-muted">{text('admin.home.soon')}</span>
                </>
              ) : (
                <Link className="admin-sections__name" to={path(to)}>
                  {text(`admin.nav.${section}`)}
                </Link>
              )}
              {section === 'support' ? (
                <>
                  {' '}
                  <Link to={path('/chat')}>{text('admin.home.supportChats')}</Link>
                </>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
