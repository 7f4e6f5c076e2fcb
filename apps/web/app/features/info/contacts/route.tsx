import type { ContactPhone, Contacts, SocialGroups, WorkTime } from '@tourmarket/contracts'
import { callApi } from '../../../lib/api-call.ts'
import { apiClientOf, shellRequestOf } from '../../../lib/shell-context.server.ts'
import { useShellData } from '../../../lib/shell-data.ts'
import { sitePageOf } from '../../../routing/route-access.server.ts'
import { SOCIAL_NAMES } from '../../../components/site-footer/social-names.ts'
import { infoMeta } from '../info-meta.ts'
import { useInfoText } from '../info-text.ts'
import { contactsPlace, otherPhones, workHoursView } from './contacts-view.ts'
import type { Route } from './+types/route.ts'
import '../../../styles/info-page.css'

async function orNull<Result>(call: Promise<Result>): Promise<Result | null> {
  try {
    return await call
  } catch {
    return null
  }
}

/**
 * §2 /contacts: §7 contacts and work-time for the visitor's place (the country chosen in the
 * page's form, else the §9 country cookie; a city_id in the address too), every other phone, the
 * §7 social groups and the way to the support chat. Each call may fail alone (§8).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  sitePageOf(context)
  const api = apiClientOf(context)
  const place = contactsPlace(new URL(request.url).searchParams, shellRequestOf(context).countryId)
  const placeQuery = {
    ...(place.countryId === null ? {} : { country_id: place.countryId }),
    ...(place.cityId === null ? {} : { city_id: place.cityId }),
  }
  const [forPlace, all, workTime, social, countries] = await Promise.all([
    orNull<Contacts>(callApi(api, 'contacts', { query: placeQuery })),
    orNull<Contacts>(callApi(api, 'contacts', { query: { all: true } })),
    orNull<WorkTime>(callApi(api, 'workTime', { query: placeQuery })),
    orNull<SocialGroups>(callApi(api, 'groupsInSocialNetwork')),
    orNull(callApi(api, 'dropdownCountry')),
  ])
  const countryList = (countries?.data ?? []).map(({ id, name }) => ({ id, name }))
  const placePhones = forPlace?.phones ?? []
  return {
    countryId: place.countryId,
    countryName: countryList.find((country) => country.id === place.countryId)?.name ?? null,
    countries: countryList,
    email: forPlace?.email ?? all?.email ?? null,
    placePhones,
    otherPhones: otherPhones(placePhones, all?.phones ?? []),
    workHours: workTime?.result ?? null,
    social: social?.data ?? [],
    unavailable: forPlace === null && all === null,
  }
}

export const meta: Route.MetaFunction = ({ matches, error, location }) =>
  infoMeta(
    { site: matches[0].loaderData?.site, error, location },
    'contacts.title',
    'contacts.description',
  )

function PhoneList({
  phones,
  countries,
}: {
  phones: readonly ContactPhone[]
  countries: readonly { id: number; name: string }[]
}) {
  const { text } = useInfoText()
  return (
    <ul className="info-page__links info-page__phones">
      {phones.map((phone) => {
        const country =
          phone.entity?.kind === 'country'
            ? (countries.find((candidate) => candidate.id === phone.entity?.id)?.name ?? null)
            : null
        const kind = text(phone.type === 'main' ? 'contacts.phoneMain' : 'contacts.phoneAdditional')
        const label =
          phone.entity?.kind === 'city'
            ? text('contacts.phoneCity')
            : country === null
              ? kind
              : `${kind}, ${country}`
        return (
          <li key={phone.phone}>
            <a href={`tel:${phone.phone}`}>{phone.phone}</a>
            <span className="info-page__muted"> — {label}</span>
          </li>
        )
      })}
    </ul>
  )
}

export default function ContactsPage({ loaderData }: Route.ComponentProps) {
  const { text, path, locale } = useInfoText()
  const signedIn = useShellData()?.isLoggedIn ?? false
  const data = loaderData
  const hours = data.workHours === null ? null : workHoursView(data.workHours, locale)
  const chatPath = path('/chat')
  return (
    <main className="info-page">
      <header className="info-page__header">
        <h1 className="info-page__title">{text('contacts.title')}</h1>
        <p className="info-page__lead">{text('contacts.lead')}</p>
      </header>
      {data.unavailable ? (
        <p className="info-page__text" role="status">
          {text('contacts.unavailable')}
        </p>
      ) : null}
      <div className="info-page__section">
        <ul className="info-page__cards">
          <li className="info-page__card">
            <h2 className="info-page__card-title">{text('contacts.chatHeading')}</h2>
            <p className="info-page__text">{text('contacts.chatText')}</p>
            <a
              className="info-page__button"
              href={
                signedIn ? chatPath : `${path('/login')}?${new URLSearchParams({ back: chatPath })}`
              }
            >
              {text(signedIn ? 'contacts.chatLink' : 'contacts.chatLogin')}
            </a>
          </li>
          <li className="info-page__card">
            <h2 className="info-page__card-title">{text('contacts.hoursHeading')}</h2>
            <p>
              {hours === null
                ? text('contacts.hoursNone')
                : text('contacts.hours', {
                    days: hours.days ?? text('contacts.everyDay'),
                    from: hours.from,
                    to: hours.to,
                    timezone: hours.timezone,
                  })}
            </p>
          </li>
          {data.email === null ? null : (
            <li className="info-page__card">
              <h2 className="info-page__card-title">{text('contacts.emailHeading')}</h2>
              <p>
                <a href={`mailto:${data.email}`}>{data.email}</a>
              </p>
            </li>
          )}
        </ul>
      </div>
      <section className="info-page__section" aria-labelledby="contacts-phones">
        <h2 id="contacts-phones" className="info-page__heading">
          {data.countryName === null
            ? text('contacts.phonesHeading')
            : text('contacts.phonesFor', { place: data.countryName })}
        </h2>
        {data.countries.length === 0 ? null : (
          <form method="get" className="info-page__place">
            <label htmlFor="contacts-country">{text('contacts.placeLabel')}</label>
            <select
              id="contacts-country"
              name="country_id"
              defaultValue={data.countryId === null ? '' : String(data.countryId)}
            >
              <option value="">{text('contacts.placeAny')}</option>
              {data.countries.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </select>
            <button type="submit" className="info-page__button info-page__button--secondary">
              {text('contacts.placeSubmit')}
            </button>
          </form>
        )}
        <PhoneList phones={data.placePhones} countries={data.countries} />
        {data.otherPhones.length === 0 ? null : (
          <>
            <h3 className="info-page__subheading">{text('contacts.otherPhones')}</h3>
            <PhoneList phones={data.otherPhones} countries={data.countries} />
          </>
        )}
      </section>
      {data.social.length === 0 ? null : (
        <section className="info-page__section" aria-labelledby="contacts-social">
          <h2 id="contacts-social" className="info-page__heading">
            {text('contacts.socialHeading')}
          </h2>
          <ul className="info-page__links">
            {data.social.map((group) => (
              <li key={group.source}>
                <a href={group.url} rel="noopener noreferrer" target="_blank">
                  {SOCIAL_NAMES[group.source]}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  )
}
