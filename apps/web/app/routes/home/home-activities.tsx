import type { IndexPageItem } from '@tourmarket/contracts'
import type { AreaMessages, MessageValue } from '@tourmarket/domain/i18n'
import { Link } from 'react-router'
import { russianPath } from '../../routing/localized-paths.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../i18n/translator.ts'
import './home-activities.css'

const enUsActivitiesMessages = {
  'homeActivities.heading': 'Activities',
  'homeActivities.lead': 'What would you like to do on your trip?',
} as const

const ruActivitiesMessages: Readonly<Record<keyof typeof enUsActivitiesMessages, MessageValue>> = {
  'homeActivities.heading': 'Виды отдыха',
  'homeActivities.lead': 'Чем хочется заняться в поездке?',
}

const activitiesMessages: AreaMessages = {
  'en-US': enUsActivitiesMessages,
  ru: ruActivitiesMessages,
}

const activitiesTranslator = featureTranslators(activitiesMessages)

/**
 * The home page's activities block: every rest kind with listed tours, in editorial order
 * (§7 /crm/api/index-page/all-rest-kinds), each a link to its landing page (§2 /{slug*}).
 */
export function HomeActivities({ activities }: { activities: readonly IndexPageItem[] }) {
  const { locale, formatNumber } = useI18n()
  if (activities.length === 0) return null
  const text = activitiesTranslator(locale)
  return (
    <section className="home-section" aria-labelledby="home-activities">
      <h2 id="home-activities" className="home-section__heading">
        {text('homeActivities.heading')}
      </h2>
      <p className="home-activities__lead">{text('homeActivities.lead')}</p>
      <ul className="chip-list home-activities" data-testid="home-activities">
        {activities.map((activity) => (
          <li key={activity.id}>
            <Link
              to={locale === 'ru' ? russianPath(`/${activity.slug}`) : `/${activity.slug}`}
              className="chip home-activities__chip"
            >
              <span>{activity.name}</span>
              <span className="home-activities__count">{formatNumber(activity.tours_count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
