import type { ReactElement, ReactNode } from 'react'

export type LinkRenderProps = {
  href: string
  className: string
  children: ReactNode
  'aria-current'?: 'page'
  'aria-label'?: string
  rel?: string
}

/**
 * How a kit component renders its links. The default is a plain anchor, which works without
 * JavaScript; the app passes one that renders its router's link for client-side navigation.
 */
export type RenderLink = (props: LinkRenderProps) => ReactElement

export const renderAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>
