import { describe, expect, it } from 'vitest'
import { isSettingsPath, isSettingsSection } from './settings-sections.ts'

describe('issue 42 settings sections', () => {
  it('opens the index and each section, and no other name', () => {
    expect(isSettingsPath({})).toBe(true)
    for (const section of ['profile', 'security', 'travellers', 'notifications', 'privacy']) {
      expect(isSettingsPath({ section }), section).toBe(true)
    }
    expect(isSettingsPath({ section: 'billing' })).toBe(false)
    expect(isSettingsPath({ section: '' })).toBe(false)
    expect(isSettingsSection('Profile')).toBe(false)
  })
})
