import { TextField } from '@tourmarket/ui'
import type { OfficeTour, OfficeTourOptions } from '../tour-types.ts'
import { useToursText } from '../tours-text.ts'
import { NativeSelect } from './editor-fields.tsx'
import {
  KEEP_DAY_PHOTO,
  postedProgram,
  programValues,
  rowField,
  type ProgramDayValue,
} from './editor-values.ts'
import { applyListMove } from './list-edit.ts'
import { EditableList, useListRows } from './list-rows.tsx'
import { useLocaleLabel } from './locale-fields.ts'
import { RichTextField } from './rich-text-field.tsx'
import {
  EditorSection,
  SectionForm,
  useFieldErrors,
  useListEdit,
  usePostedFields,
} from './section-form.tsx'

const blankDay = (): ProgramDayValue => ({
  title: '',
  title_ru: '',
  text: '',
  text_ru: '',
  photo: '',
})

function ProgramDays({
  days,
  tour,
  options,
}: {
  days: readonly ProgramDayValue[]
  tour: OfficeTour
  options: OfficeTourOptions
}) {
  const { text } = useToursText()
  const errorOf = useFieldErrors('program')
  const localeLabel = useLocaleLabel()
  const { rows, move, markEdited } = useListRows('program', days, blankDay)
  const photoChoices = (day: ProgramDayValue) => [
    { value: '', text: text('tours.field.noDayPhoto') },
    ...(day.photo === KEEP_DAY_PHOTO
      ? [{ value: KEEP_DAY_PHOTO, text: text('tours.program.keepPhoto') }]
      : []),
    ...tour.photos.map((photo, index) => ({
      value: String(photo.media_id),
      text: text('tours.photos.photo', { position: index + 1 }),
    })),
  ]
  return (
    <EditableList
      list="program"
      rows={rows}
      onMove={move}
      emptyText={text('tours.editor.empty')}
      addLabel={text('tours.program.addDay')}
      rowClassName="office-tour-row office-tour-row--day"
      moveLabels={(day) => ({
        up: text('tours.program.moveDayUp', { day }),
        down: text('tours.program.moveDayDown', { day }),
        remove: text('tours.program.removeDay', { day }),
      })}
      renderRow={(row, index) => {
        const day = index + 1
        const field = (name: string) => rowField('program', index, name)
        return (
          <fieldset className="office-tour-day">
            <legend className="office-tour-day__title">{text('tours.program.day', { day })}</legend>
            {options.offered_locales.map((locale) => {
              const suffix = locale === 'ru' ? '_ru' : ''
              const language = localeLabel(locale)
              return (
                <div key={locale} className="office-tour-day__language">
                  <TextField
                    label={text('tours.field.dayTitleIn', { language })}
                    name={field(`title${suffix}`)}
                    defaultValue={locale === 'ru' ? row.value.title_ru : row.value.title}
                    error={errorOf(field(`title${suffix}`))}
                    maxLength={150}
                  />
                  <RichTextField
                    label={text('tours.field.dayTextIn', { language })}
                    name={field(`text${suffix}`)}
                    defaultValue={locale === 'ru' ? row.value.text_ru : row.value.text}
                    error={errorOf(field(`text${suffix}`))}
                    rows={5}
                    onEdit={markEdited}
                  />
                </div>
              )
            })}
            <NativeSelect
              label={text('tours.field.dayPhoto')}
              name={field('photo')}
              defaultValue={row.value.photo}
              options={photoChoices(row.value)}
              error={errorOf(field('photo_media_id'))}
            />
          </fieldset>
        )
      }}
    />
  )
}

/** Program: the days in order, each with a title and text per language and one photo. */
export function ProgramSection({
  tour,
  options,
}: {
  tour: OfficeTour
  options: OfficeTourOptions
}) {
  const { text } = useToursText()
  const edit = useListEdit('program')
  const posted = usePostedFields('program')
  let days = posted === null ? programValues(tour) : postedProgram(posted)
  if (edit?.list === 'program') days = applyListMove(days, edit.move, blankDay)
  return (
    <EditorSection section="program" lead={text('tours.program.lead')}>
      <SectionForm intent="program" key={JSON.stringify(days)}>
        <ProgramDays days={days} tour={tour} options={options} />
      </SectionForm>
    </EditorSection>
  )
}
