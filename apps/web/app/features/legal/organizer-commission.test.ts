import { utcCalendarDate } from '@tourmarket/domain/i18n'
import { describe, expect, it } from 'vitest'
import { legalDocuments, versionInForce } from '@tourmarket/domain/legal'
import { ORGANIZER_COMMISSION_PERCENT } from '../../lib/organizer-commission.ts'

describe('the join page’s commission', () => {
  it('is the one the Tour Provider Agreement in effect states, in both languages', () => {
    // The seed's version in force (the console may add later ones; they keep their own words).
    const current = versionInForce(
      legalDocuments['tour-provider-agreement'].versions,
      utcCalendarDate(new Date()),
    )
    expect(current).toBeDefined()
    for (const text of Object.values(current?.text ?? {})) {
      const commission = text.sections.find((section) => section.id === 'commission')
      expect(commission?.paragraphs.join(' ')).toContain(`${ORGANIZER_COMMISSION_PERCENT} %`)
    }
  })
})
