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
import './settings.css'

export const loader = ({ request }: Route.LoaderArgs) => accountsPageLoader({ request })

export const meta: Route.MetaFunction = (args) => accountsMeta(args, 'accounts.settings.title')

/**
 * §2 /settings (authOnly): one small form per section, each with its own submit and toast. The
 * user's calls run in the browser (docs/decisions/0014); the countries the phone input and the
 * country select share are fetched once.
 */
export default function SettingsPage() {
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
      <CountrySection user={user} countries={countries} />
      <OrganizerProfilesSection countries={countries} />
    </AccountLayout>
  )
}
