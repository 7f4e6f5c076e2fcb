import type { OrganizerProfile, OrganizerVerificationData } from '@tourmarket/contracts'
import { Button } from '@tourmarket/ui'
import { useEffect, useId, useState } from 'react'
import { apiFailureMessage } from '../../../lib/api-failure.ts'
import { useApiCall } from '../../../lib/api-call.ts'
import { FormMessage } from '../account-layout.tsx'
import type { OrganizerProfilesMessageKey } from './organizer-profiles-messages.ts'

type Text = (key: OrganizerProfilesMessageKey, params?: Record<string, string | number>) => string

/** What the owner is told on coming back from the identity provider's page. */
export type VerificationArrival = {
  readonly outcome: 'succeeded' | 'failed' | 'pending'
  /** The profile the check was for; null when the return did not say (the sandbox's). */
  readonly organizerId: number | null
}

/**
 * Reads the return from the provider's page: the sandbox names its verdict
 * (`?verification=succeeded|failed`); Stripe Identity comes back with
 * `?verification=returned&orgId=…` before or after its event, so that profile's identity check
 * tells (3: still being processed).
 */
export function verificationArrival(
  search: URLSearchParams,
  profiles: readonly Pick<OrganizerProfile, 'id' | 'verification'>[],
): VerificationArrival | null {
  const outcome = search.get('verification')
  if (outcome === 'succeeded' || outcome === 'failed') return { outcome, organizerId: null }
  if (outcome !== 'returned') return null
  const organizerId = Number(search.get('orgId'))
  const identity = profiles.find((profile) => profile.id === organizerId)?.verification.identity
  if (identity === 1) return { outcome: 'succeeded', organizerId }
  if (identity === 2) return { outcome: 'failed', organizerId }
  if (identity === 3) return { outcome: 'pending', organizerId }
  return null
}

/**
 * Which profiles open their checks at once on coming back from the provider's page: the one the
 * check was for, or (when the return did not say) every profile whose identity has been checked,
 * so the fresh outcome is in view.
 */
export function checksOpenOnArrival(
  arrival: VerificationArrival | null,
  profile: Pick<OrganizerProfile, 'id' | 'verification'>,
): boolean {
  if (arrival === null) return false
  return arrival.organizerId === null
    ? profile.verification.identity !== 0
    : arrival.organizerId === profile.id
}

export function formatCheckDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  )
}

function ChecksBody({
  organizerId,
  text,
  locale,
}: {
  organizerId: number
  text: Text
  locale: string
}) {
  const call = useApiCall()
  const [data, setData] = useState<OrganizerVerificationData | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    call('userVerificationData', { query: { orgId: organizerId } }).then(
      (answer) => {
        if (current) setData(answer)
      },
      (error: unknown) => {
        if (current) setFailure(apiFailureMessage(error, text('organizerProfiles.checks.failed')))
      },
    )
    return () => {
      current = false
    }
  }, [call, organizerId, text])

  if (failure !== null) return <FormMessage message={failure} />
  if (data === null) {
    return (
      <p className="organizer-profiles__meta" role="status">
        {text('organizerProfiles.checks.loading')}
      </p>
    )
  }
  const states = [
    ['identity', data.identity],
    ['documents', data.documents],
    ['internal', data.internal],
  ] as const
  return (
    <div className="organizer-profiles__checks-body">
      <dl className="organizer-profiles__checks-states">
        {states.map(([name, check]) => (
          <div key={name} data-testid={`organizer-check-${name}`}>
            <dt>{text(`organizerProfiles.checks.${name}`)}</dt>
            <dd className={check.is_verified ? 'organizer-profiles__check--ok' : undefined}>
              {check.label}
            </dd>
          </div>
        ))}
      </dl>
      {data.checks.length === 0 ? (
        <p className="organizer-profiles__meta">{text('organizerProfiles.checks.none')}</p>
      ) : (
        <ol
          className="organizer-profiles__history"
          aria-label={text('organizerProfiles.checks.history')}
        >
          {data.checks.map((check) => (
            <li key={check.id} data-testid="organizer-check">
              {text(`organizerProfiles.checks.status.${check.status}`, {
                started: formatCheckDate(check.created_at, locale),
                completed:
                  check.completed_at === null ? '' : formatCheckDate(check.completed_at, locale),
              })}
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}

/**
 * A profile's "Checks" (§7 user/verification-data): its §4 identity, documents and internal
 * states and its identity checks with dates, fetched when the owner opens the panel.
 */
export function OrganizerProfileChecks({
  profile,
  arrival,
  text,
  locale,
}: {
  profile: OrganizerProfile
  arrival: VerificationArrival | null
  text: Text
  locale: string
}) {
  const [open, setOpen] = useState(() => checksOpenOnArrival(arrival, profile))
  const panelId = useId()
  return (
    <div className="organizer-profiles__checks">
      <Button
        type="button"
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {text(open ? 'organizerProfiles.checks.hide' : 'organizerProfiles.checks.show')}
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? <ChecksBody organizerId={profile.id} text={text} locale={locale} /> : null}
      </div>
    </div>
  )
}
