import { useMemo } from 'react'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../i18n/translator.ts'
import { useShellLocale } from '../../lib/shell-data.ts'
import { identityBadgeMessages } from './identity-badge-messages.ts'
import { identityBadgeView } from './identity-badge-model.ts'
import './identity-badge.css'

const translators = featureTranslators(identityBadgeMessages)

/**
 * An organizer's identity badge in the brand's words (§1 verificationService): verified, or, where
 * the brand allows it (§9: off for both brands), a note that it is not verified yet.
 */
export function IdentityBadge({ verified }: { verified: boolean }) {
  const { locale } = useI18n()
  const { brand } = useShellLocale()
  const translate = useMemo(() => translators(locale), [locale])
  const view = identityBadgeView(brand.verificationService, verified)
  if (view.kind === 'none') return null
  const words =
    view.service === null
      ? translate(`identityBadge.${view.kind}`)
      : translate(`identityBadge.${view.kind}By`, { service: view.service })
  return (
    <span
      className={`identity-badge identity-badge--${view.kind}`}
      data-testid={`organizer-${view.kind}-badge`}
    >
      {view.kind === 'verified' ? (
        <svg className="identity-badge__icon" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M8 1 2.5 3.2v4.1c0 3.4 2.3 6.3 5.5 7.2 3.2-.9 5.5-3.8 5.5-7.2V3.2L8 1Zm-1 9.6L4.6 8.2l1-1L7 8.6l3.4-3.4 1 1L7 10.6Z" />
        </svg>
      ) : null}
      <span>{words}</span>
      {view.link === null ? null : (
        <a
          className="identity-badge__link"
          href={view.link.href}
          rel="noopener noreferrer"
          target="_blank"
        >
          {view.link.text}
        </a>
      )}
    </span>
  )
}
