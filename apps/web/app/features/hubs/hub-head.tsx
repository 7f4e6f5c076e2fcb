import { Breadcrumbs } from '@tourmarket/ui'
import type { ReactNode } from 'react'
import { inlineJson } from '../../lib/inline-json.ts'
import { useHubsText } from './hubs-text.ts'
import { renderRouterLink } from '../../components/router-link.tsx'

/**
 * A hub's top: breadcrumbs Home → the hub, its heading and lead, and its JSON-LD (the trail as a
 * BreadcrumbList and what the hub lists as an ItemList).
 */
export function HubHead({
  title,
  lead,
  jsonLd,
}: {
  title: string
  lead: ReactNode
  jsonLd: readonly Record<string, unknown>[]
}) {
  const { text, path } = useHubsText()
  return (
    <header className="hub__header">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: inlineJson(jsonLd) }} />
      <Breadcrumbs
        items={[
          { url: path('/'), text: text('hubs.home') },
          { url: '', text: title },
        ]}
        label={text('hubs.breadcrumbs')}
        renderLink={renderRouterLink}
      />
      <h1 className="hub__title">{title}</h1>
      <p className="hub__lead">{lead}</p>
    </header>
  )
}
