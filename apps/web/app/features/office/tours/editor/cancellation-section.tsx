import { TextField } from '@tourmarket/ui'
import { useState } from 'react'
import type { OfficeTour } from '../tour-types.ts'
import { useToursText } from '../tours-text.ts'
import { RadioGroup } from './editor-fields.tsx'
import { useScripted } from './use-scripted.ts'
import {
  cancellationValues,
  postedCancellation,
  rowField,
  type CancellationValues,
  type TierValue,
} from './editor-values.ts'
import { applyListMove } from './list-edit.ts'
import { EditableList, useListRows } from './list-rows.tsx'
import {
  EditorSection,
  SectionForm,
  useFieldErrors,
  useListEdit,
  usePostedFields,
} from './section-form.tsx'

const TIERS = 'cancellation_policy.tiers'
const blankTier = (): TierValue => ({ days_before: '', refund_percent: '' })

function Tiers({
  values,
  defaults,
}: {
  values: CancellationValues
  defaults: OfficeTour['organizer_cancellation_policy']
}) {
  const { text } = useToursText()
  const errorOf = useFieldErrors('cancellation')
  const { rows, move } = useListRows('cancellation', values.tiers, blankTier)
  const [custom, setCustom] = useState(values.custom)
  const scripted = useScripted()
  return (
    <>
      <RadioGroup
        legend={text('tours.cancellation.which')}
        name="policy"
        value={custom ? 'custom' : 'default'}
        onValueChange={(chosen) => setCustom(chosen === 'custom')}
        options={[
          {
            value: 'default',
            text: (
              <>
                {text('tours.cancellation.useDefault')}
                <span className="office-tour-choice__detail">
                  {defaults.tiers
                    .map((tier) =>
                      text('tours.cancellation.tierSummary', {
                        days: tier.days_before,
                        percent: tier.refund_percent,
                      }),
                    )
                    .join('; ')}
                </span>
              </>
            ),
          },
          { value: 'custom', text: text('tours.cancellation.custom') },
        ]}
      />
      {/* Without the script the tiers stay open; the choice above says whether they apply. */}
      <fieldset className="office-tour-fieldset" disabled={scripted && !custom}>
        <legend className="office-tour-fieldset__legend">{text('tours.cancellation.tiers')}</legend>
        <EditableList
          list={TIERS}
          rows={rows}
          onMove={move}
          addLabel={text('tours.cancellation.addTier')}
          renderRow={(row, index) => {
            const field = (name: string) => rowField(TIERS, index, name)
            return (
              <div className="office-tour-row__fields office-tour-row__fields--pair">
                <TextField
                  label={text('tours.field.daysBefore')}
                  name={field('days_before')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  defaultValue={row.value.days_before}
                  error={errorOf(field('days_before'))}
                />
                <TextField
                  label={text('tours.field.refundPercent')}
                  name={field('refund_percent')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  defaultValue={row.value.refund_percent}
                  error={errorOf(field('refund_percent'))}
                />
              </div>
            )
          }}
        />
      </fieldset>
    </>
  )
}

/** Cancellation policy: the organizer's default, or tiers of this tour's own. */
export function CancellationSection({ tour }: { tour: OfficeTour }) {
  const { text } = useToursText()
  const edit = useListEdit('cancellation')
  const posted = usePostedFields('cancellation')
  let values = posted === null ? cancellationValues(tour) : postedCancellation(posted)
  if (edit?.list === TIERS) {
    values = { custom: true, tiers: applyListMove(values.tiers, edit.move, blankTier) }
  }
  return (
    <EditorSection section="cancellation" lead={text('tours.cancellation.lead')}>
      <SectionForm intent="cancellation" key={JSON.stringify(values)}>
        <Tiers values={values} defaults={tour.organizer_cancellation_policy} />
      </SectionForm>
    </EditorSection>
  )
}
