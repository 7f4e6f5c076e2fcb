import { utcCalendarDate } from '@tourmarket/domain/i18n'
import { describe, expect, it } from 'vitest'
import { legalDocuments, resolveLegalVersion } from '@tourmarket/domain/legal'
import { ORGANIZER_COMMISSION_PERCENT } from '../../lib/organizer-commission.ts'

describe('the join page’s commission', () => {
  it('is the one the Tour Provider Agreement in effect states, in both languages', () => {
    const current = resolveLegalVersion(
      legalDocuments['tour-provider-agreement'],
      '',
      utcCalendarDate(new Date()),
    )?.version
    expect(current).toBeDefined()
    for (const text of Object.values(current?.text ?? {})) {
      const commission = text.sections.find((section) => section.id === 'commission')
      expect(commission?.paragraphs.join(' ')).toContain(`${ORGANIZER_COMMISSION_PERCENT} %`)
    }
  })
})
