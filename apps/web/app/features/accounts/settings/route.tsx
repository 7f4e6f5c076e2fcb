import { useRequiredUser } from '../../../lib/session-context.tsx'
import type { Route } from './+types/route.ts'
import { AccountLayout } from '../account-layout.tsx'
import { accountsMeta } from '../accounts-meta.ts'
import { accountsPageLoader } from '../accounts-route.server.ts'
import { useAccountsText } from '../accounts-text.ts'
import { displayName } from '../../../components/site-header/account-name.ts'
import { CountrySection } from './country-section.tsx'
import { EmailSection } from './email-section.tsx'
import { PasswordSection } from './password-section.tsx'
import { PhoneSection } from './phone-section.tsx'
import { PhotoSection } from './photo-section.tsx'
import { PreferencesSection } from './preferences-section.tsx'
import { ProfileSection } from './profile-section.tsx'
import { OrganizerProfilesSection } from './organizer-profiles-section.tsx'
import { useCountries } from '../../../lib/use-countries.ts'
import { MailPreferencesSection } from '../mail-preferences/mail-preferences-section.tsx'
import {
  loadMailSubscriptions,
  saveMailPreferences,
} from '../mail-preferences/mail-preferences.server.ts'
import '../mail-preferences/mail-preferences.css'
import './settings.css'

export const loader = async ({ context }: Route.LoaderArgs) => {
  accountsPageLoader({ context })
  return { mailSubscriptions: await loadMailSubscriptions(context) }
}

/** The one section posted as a native form (Notifications); the others call the API themselves. */
export const action = async ({ request, context }: Route.ActionArgs) =>
  saveMailPreferences(request, context)

export const meta: Route.MetaFunction = (args) => accountsMeta(args, 'accounts.settings.title')

/**
 * §2 /settings (authOnly): one small form per section, each with its own submit and toast. The
 * user's calls run in the browser (docs/decisions/0014); the countries the phone input and the
 * country select share are fetched once.
 */
export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { text, path } = useAccountsText()
  const user = useRequiredUser(path('/login'))
  const countries = useCountries()
  const title = text('accounts.settings.title')
  if (user === null) return <AccountLayout title={title}>{null}</AccountLayout>
  return (
    <AccountLayout
      wide
      title={title}
      lead={text('accounts.settings.signedInAs', { name: displayName(user) })}
    >
      <PhotoSection user={user} />
      <ProfileSection user={user} />
      <EmailSection user={user} />
      <PhoneSection user={user} countries={countries.list} />
      <PasswordSection hasPassword={user.has_password} />
      <PreferencesSection />
      <MailPreferencesSection initial={loaderData.mailSubscriptions} answer={actionData ?? null} />
      <CountrySection user={user} countries={countries} />
      <OrganizerProfilesSection countries={countries} />
    </AccountLayout>
  )
}
