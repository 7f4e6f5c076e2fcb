import { Link } from 'react-router'
import { useSettingsSectionsText } from './settings-sections-messages.ts'
import { settingsSections, type SettingsSectionName } from '../../../routing/settings-sections.ts'
import { sectionLeadKey, sectionTitleKey } from './settings-sections.ts'

/**
 * The sections of the settings: on the index, a list of cards with what each holds; on a section,
 * the same links as a menu of pills with the open one marked.
 */
export function SettingsNav({ current }: { current: SettingsSectionName | null }) {
  const { text, path } = useSettingsSectionsText()
  return (
    <nav
      aria-label={text('sections.label')}
      className={current === null ? 'settings-index' : 'settings-nav'}
    >
      <ul className={current === null ? 'settings-index__list' : 'settings-nav__list'}>
        {settingsSections.map((section) => (
          <li key={section}>
            <Link
              to={path(`/settings/${section}`)}
              aria-current={section === current ? 'page' : undefined}
              className={current === null ? 'settings-index__link' : 'settings-nav__link'}
            >
              <span className="settings-index__title">{text(sectionTitleKey(section))}</span>
              {current === null ? (
                <span className="settings-index__lead">{text(sectionLeadKey(section))}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
