/** Issue 42: the settings in sections, each its own page (/settings/{section}). */
export const settingsSections = [
  'profile',
  'security',
  'travellers',
  'notifications',
  'privacy',
  'organizer',
] as const
export type SettingsSectionName = (typeof settingsSections)[number]

export function isSettingsSection(value: unknown): value is SettingsSectionName {
  return settingsSections.some((section) => section === value)
}

/** The /settings/:section? route's check: no section (the index) or one of the list. */
export function isSettingsPath(params: Readonly<Record<string, string | undefined>>): boolean {
  return params.section === undefined || isSettingsSection(params.section)
}
