import { useRequiredUser } from '../../../lib/session-context.tsx'
import type { Route } from './+types/route.ts'
import { AccountLayout } from '../account-layout.tsx'
import { accountsMeta } from '../accounts-meta.ts'
import { accountsPageLoader } from '../accounts-route.server.ts'
import { useAccountsText } from '../accounts-text.ts'
import { displayName } from '../../../components/site-header/account-name.ts'
import { EmailSection } from './email-section.tsx'
import { PasswordSection } from './password-section.tsx'
import { PhoneSection } from './phone-section.tsx'
import { PhotoSection } from './photo-section.tsx'
import { ProfileSection } from './profile-section.tsx'
import { OrganizerProfilesSection } from './organizer-profiles-section.tsx'
import { useCountries } from '../../../lib/use-countries.ts'
import { MailPreferencesSection } from '../mail-preferences/mail-preferences-section.tsx'
import {
  loadMailSubscriptions,
  saveMailPreferences,
} from '../mail-preferences/mail-preferences.server.ts'
import { PrivacySection } from './privacy-section.tsx'
import { postedIntent, privacyAction } from './privacy-actions.server.ts'
import { ACCOUNT_CODE_INTENT, ACCOUNT_DELETE_INTENT } from './privacy-answer.ts'
import { SettingsNav } from './settings-nav.tsx'
import { isSettingsSection } from '../../../routing/settings-sections.ts'
import { sectionTitleKey } from './settings-sections.ts'
import { useSettingsSectionsText } from './settings-sections-messages.ts'
import { TravellersSection } from './travellers-section.tsx'
import '../mail-preferences/mail-preferences.css'
import './settings.css'

export const loader = async ({ context, params }: Route.LoaderArgs) => {
  accountsPageLoader({ context })
  const section = isSettingsSection(params.section) ? params.section : null
  return {
    section,
    mailSubscriptions: section === 'notifications' ? await loadMailSubscriptions(context) : null,
  }
}

/** The sections posted as native forms: Notifications, and the privacy section's code and deletion. */
export const action = async ({ request, context }: Route.ActionArgs) => {
  const intent = await postedIntent(request)
  return intent === ACCOUNT_CODE_INTENT || intent === ACCOUNT_DELETE_INTENT
    ? privacyAction(request, context)
    : saveMailPreferences(request, context)
}

export const meta: Route.MetaFunction = (args) => accountsMeta(args, 'accounts.settings.title')

/**
 * §2 /settings (authOnly), in sections (issue 42): the index lists them, and each
 * /settings/{section} is a page of its own with its own small forms (Profile: the photo, which
 * uploads at once, and one form with one save for the rest). The user's calls run in the browser
 * (docs/decisions/0014); Notifications and Privacy post real forms to this page's action.
 */
export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { text, path } = useAccountsText()
  const sections = useSettingsSectionsText()
  const user = useRequiredUser(path('/login'))
  const countries = useCountries()
  const { section } = loaderData
  const title =
    section === null ? text('accounts.settings.title') : sections.text(sectionTitleKey(section))
  if (user === null) return <AccountLayout title={title}>{null}</AccountLayout>
  const privacyAnswer = actionData !== undefined && 'intent' in actionData ? actionData : null
  const mailAnswer = actionData !== undefined && !('intent' in actionData) ? actionData : null
  return (
    <AccountLayout
      wide
      title={title}
      lead={
        section === null
          ? text('accounts.settings.signedInAs', { name: displayName(user) })
          : undefined
      }
    >
      <SettingsNav current={section} />
      {section === 'profile' ? (
        <>
          <PhotoSection user={user} />
          <ProfileSection user={user} countries={countries} />
        </>
      ) : null}
      {section === 'security' ? (
        <>
          <EmailSection user={user} />
          <PhoneSection user={user} countries={countries.list} />
          <PasswordSection hasPassword={user.has_password} />
        </>
      ) : null}
      {section === 'travellers' ? <TravellersSection /> : null}
      {section === 'notifications' ? (
        <MailPreferencesSection initial={loaderData.mailSubscriptions} answer={mailAnswer} />
      ) : null}
      {section === 'privacy' ? <PrivacySection user={user} answer={privacyAnswer} /> : null}
      {section === 'organizer' ? <OrganizerProfilesSection countries={countries} /> : null}
    </AccountLayout>
  )
}
