import { Button, TextField } from '@tourmarket/ui'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { BrandMark } from '../../components/brand-mark.tsx'
import { getServerEnv } from '../../lib/env.server.ts'
import { routeMeta } from '../../lib/meta.ts'
import type { Route } from './+types/route.ts'
import { DisplaySection } from './display-section.tsx'
import { InputsSection } from './inputs-section.tsx'
import { OverlaysSection } from './overlays-section.tsx'
import './dev-ui.css'

const CONTENTS = [
  ['modal', 'Modal'],
  ['confirm-dialog', 'Confirm dialog'],
  ['callback-dialog', 'Callback dialog'],
  ['drawer', 'Drawer and sheet'],
  ['select', 'Select and dropdown'],
  ['toasts', 'Toasts'],
  ['calendar', 'Calendar'],
  ['numbers', 'Slider and counter'],
  ['code-and-phone', 'Code and phone'],
  ['text', 'Text and city'],
  ['choices', 'Checkboxes'],
  ['gallery', 'Photos and viewer'],
  ['stories', 'Stories and carousel'],
  ['navigation', 'Breadcrumbs and pagination'],
  ['rating', 'Rating and avatar'],
  ['text-blocks', 'Truncate and map'],
  ['client-navigation', 'Client-side navigation'],
] as const

/**
 * The developer page of the UI kit: present under the Vite dev server, or with DEV_PAGES=1 (the
 * end-to-end server sets it); a production server answers 404, as for any unknown page.
 */
export function loader() {
  if (!import.meta.env.DEV && !getServerEnv().devPages) {
    throw new Response(null, { status: 404, statusText: 'Not Found' })
  }
  return null
}

export const meta: Route.MetaFunction = ({ matches, error, location }) => {
  const tags = routeMeta(
    { site: matches[0].loaderData?.site, error, location },
    { title: 'UI kit' },
  )
  return tags.length === 0 ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}

/** Navigates inside the app, as a link would: the §2 path rules apply on the way. */
function ClientNavigation() {
  const navigate = useNavigate()
  const [path, setPath] = useState('/')
  return (
    <form
      className="dev-ui__row dev-ui__row--end"
      onSubmit={(event) => {
        event.preventDefault()
        void navigate(path)
      }}
    >
      <TextField label="Path" value={path} onValueChange={setPath} />
      <Button type="submit">Navigate</Button>
    </form>
  )
}

export default function DevUiPage() {
  return (
    <div className="dev-ui">
      <header className="dev-ui__header">
        <Link to="/" className="wordmark">
          <BrandMark size={28} />
          Tourmarket
        </Link>
      </header>
      <main className="dev-ui__main">
        <h1 className="dev-ui__title">UI kit</h1>
        <p className="dev-ui__lead">
          Every component of @tourmarket/ui in its states. Developer page: not part of the product.
        </p>
        <nav aria-label="Contents" className="dev-ui__contents">
          <ul>
            {CONTENTS.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`}>{title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <OverlaysSection />
        <InputsSection />
        <DisplaySection />
        <section
          id="client-navigation"
          className="dev-ui__section"
          aria-labelledby="client-navigation-heading"
        >
          <h2 id="client-navigation-heading" className="dev-ui__section-heading">
            Client-side navigation
          </h2>
          <ClientNavigation />
        </section>
      </main>
    </div>
  )
}
