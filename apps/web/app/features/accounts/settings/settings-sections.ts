import type { SettingsSectionName } from '../../../routing/settings-sections.ts'
import type { SettingsSectionsMessageKey } from './settings-sections-messages.ts'

export const sectionTitleKey = (section: SettingsSectionName): SettingsSectionsMessageKey =>
  `sections.${section}`

export const sectionLeadKey = (section: SettingsSectionName): SettingsSectionsMessageKey =>
  `sections.${section}.lead`
