import type { ReactNode } from 'react'

/** One component family on the developer page; its id is the hash anchor of the contents list. */
export function DevSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section id={id} className="dev-ui__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="dev-ui__section-heading">
        {title}
      </h2>
      {children}
    </section>
  )
}
