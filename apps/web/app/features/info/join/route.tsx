import { getServerEnv } from '../../../lib/env.server.ts'
import { sitePageOf } from '../../../routing/route-access.server.ts'
import type { InfoMessageKey } from '../info-messages.ts'
import { InfoCardsSection, type InfoCard } from '../info-cards-section.tsx'
import { infoMeta } from '../info-meta.ts'
import { useInfoText } from '../info-text.ts'
import { ORGANIZER_COMMISSION_PERCENT } from '../../../lib/organizer-commission.ts'
import type { Route } from './+types/route.ts'
import '../../../styles/info-page.css'

const STEPS = [
  ['join.step1Title', 'join.step1Text'],
  ['join.step2Title', 'join.step2Text'],
  ['join.step3Title', 'join.step3Text'],
  ['join.step4Title', 'join.step4Text'],
  ['join.step5Title', 'join.step5Text'],
] as const satisfies readonly InfoCard[]

const BENEFITS = [
  'join.benefit1',
  'join.benefit2',
  'join.benefit3',
  'join.benefit4',
  'join.benefit5',
] as const satisfies readonly InfoMessageKey[]

/**
 * This site's sign-in or registration, coming back to the office (a new account creates its
 * organizer profile in Settings first).
 */
function ownOfficeEntry(
  path: (englishPath: string) => string,
  entry: string,
  back: string,
): string {
  return `${path(entry)}?${new URLSearchParams({ back: path(back) })}`
}

/**
 * §2 /join for organizers: how it works, the commission, and the links into the organizer office:
 * the product's own (/office, issue 40) unless a deployment names an external back-office (§1).
 */
export function loader({ context }: Route.LoaderArgs) {
  const { organizerOffice } = getServerEnv()
  sitePageOf(context)
  return { organizerOffice }
}

export const meta: Route.MetaFunction = ({ matches, error, location }) =>
  infoMeta({ site: matches[0].loaderData?.site, error, location }, 'join.title', 'join.description')

export default function JoinPage({ loaderData }: Route.ComponentProps) {
  const { text, path } = useInfoText()
  const { organizerOffice } = loaderData
  return (
    <main className="info-page">
      <header className="info-page__header">
        <h1 className="info-page__title">{text('join.title')}</h1>
        <p className="info-page__lead">{text('join.lead')}</p>
        <div className="info-page__actions">
          <a
            className="info-page__button"
            href={
              organizerOffice.registrationUrl ??
              ownOfficeEntry(path, '/register', '/settings/organizer')
            }
          >
            {text('join.register')}
          </a>
          <a
            className="info-page__button info-page__button--secondary"
            href={organizerOffice.loginUrl ?? ownOfficeEntry(path, '/login', '/office')}
          >
            {text('join.login')}
          </a>
        </div>
        <p className="info-page__text info-page__muted">
          {text(
            organizerOffice.loginUrl === null && organizerOffice.registrationUrl === null
              ? 'join.officeNote'
              : 'join.externalNote',
          )}
        </p>
      </header>
      <InfoCardsSection id="join-steps" heading="join.stepsHeading" cards={STEPS} ordered />
      <section className="info-page__section" aria-labelledby="join-terms">
        <h2 id="join-terms" className="info-page__heading">
          {text('join.termsHeading')}
        </h2>
        <p className="info-page__text">
          {text('join.commission', { percent: ORGANIZER_COMMISSION_PERCENT })}
        </p>
        <ul className="info-page__list">
          {BENEFITS.map((key) => (
            <li key={key}>{text(key)}</li>
          ))}
        </ul>
        <ul className="info-page__links">
          <li>
            <a href={path('/tour-provider-agreement')}>{text('join.agreementLink')}</a>
          </li>
          <li>
            <a href={path('/safety-rules')}>{text('join.safetyLink')}</a>
          </li>
        </ul>
      </section>
    </main>
  )
}
