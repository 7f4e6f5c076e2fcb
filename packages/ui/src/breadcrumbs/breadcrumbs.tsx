import { renderAnchor } from './render-link.tsx'
import type { RenderLink } from './render-link.tsx'
import './breadcrumbs.css'

/** §3 breadcrumb item. */
export type BreadcrumbItem = { url: string; text: string }

export type BreadcrumbsProps = {
  /** Ancestors first; the last item is the current page. */
  items: readonly BreadcrumbItem[]
  /** Names the navigation landmark. */
  label?: string
  renderLink?: RenderLink
  className?: string
}

/** The trail to the current page: links to its ancestors, the page itself as plain text. */
export function Breadcrumbs({
  items,
  label = 'Breadcrumbs',
  renderLink = renderAnchor,
  className,
}: BreadcrumbsProps) {
  if (items.length === 0) return null
  const lastIndex = items.length - 1
  return (
    <nav aria-label={label} className={['tm-breadcrumbs', className].filter(Boolean).join(' ')}>
      <ol className="tm-breadcrumbs__list">
        {items.map((item, index) => (
          <li key={`${String(index)}:${item.url}`} className="tm-breadcrumbs__item">
            {index === lastIndex ? (
              <span className="tm-breadcrumbs__current" aria-current="page">
                {item.text}
              </span>
            ) : (
              renderLink({ href: item.url, className: 'tm-breadcrumbs__link', children: item.text })
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
