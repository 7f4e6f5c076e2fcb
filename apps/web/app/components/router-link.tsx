import type { RenderLink } from '@tourmarket/ui'
import { Link } from 'react-router'

/**
 * The UI kit's links (breadcrumbs, pagination) as React Router links: a plain anchor in the
 * server's HTML, a client-side navigation once the page has hydrated.
 */
export const renderRouterLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
)
