import type { ReactNode } from 'react'
import { Link } from 'react-router'

/**
 * A header link drawn as an icon, its word (shown from tablet width) and a count badge, named by
 * its accessible label (which says the count) since the word and the badge are hidden from readers.
 */
export function HeaderCountLink({
  to,
  className,
  badgeClassName,
  label,
  word,
  count,
  iconPath,
}: {
  to: string
  className: string
  badgeClassName?: string
  label: string
  word: string
  count: number
  /** The 24 × 24 outline icon's path. */
  iconPath: string
}): ReactNode {
  return (
    <Link className={`site-header__link ${className}`} to={to} aria-label={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={iconPath}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="site-header__label" aria-hidden="true">
        {word}
      </span>
      {count > 0 ? (
        <span
          className={['site-header__badge', badgeClassName].filter(Boolean).join(' ')}
          aria-hidden="true"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
