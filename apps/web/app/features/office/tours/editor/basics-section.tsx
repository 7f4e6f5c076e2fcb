import { TextField, Textarea } from '@tourmarket/ui'
import { useState } from 'react'
import { OFFICE_TOUR_KINDS, type OfficeTour, type OfficeTourOptions } from '../tour-types.ts'
import { useToursText } from '../tours-text.ts'
import { CheckboxGroup, NativeSelect, RadioGroup } from './editor-fields.tsx'
import { EditorSection, SectionForm, useFieldErrors, usePostedFields } from './section-form.tsx'
import { localeFieldName, useLocaleLabel } from './locale-fields.ts'

const CRUISE_TYPES = ['river', 'sea', 'ocean'] as const

/** Reads a field as posted last (a refused post drawn again), else as stored. */
function usePostedOr(posted: FormData | null) {
  return {
    one: (name: string, stored: string) => {
      if (posted === null) return stored
      const value = posted.get(name)
      return typeof value === 'string' ? value : ''
    },
    all: (name: string, stored: readonly string[]) =>
      posted === null
        ? stored
        : posted.getAll(name).filter((value): value is string => typeof value === 'string'),
  }
}

/** The stored fields the section shows: a save that changes them draws the form again. */
function basicsOf(tour: OfficeTour): readonly unknown[] {
  const { title, title_ru, summary, summary_ru, type, cruise, days, group_size } = tour
  const { min_age, difficulty, comfort, accommodation, language_ids, rest_kind_ids } = tour
  const { is_on_request } = tour
  const shown: unknown[] = [title, title_ru, summary, summary_ru, type, cruise, days, group_size]
  shown.push(min_age, difficulty, comfort, accommodation, language_ids, rest_kind_ids)
  shown.push(is_on_request)
  return shown
}

/**
 * Basics: the titles and short descriptions in each language the site offers, the kind of tour
 * (a cruise's ship and waters), its length, group, age, difficulty, comfort, accommodation,
 * languages, kinds of rest, and whether it is booked at once or on request.
 */
export function BasicsSection({ tour, options }: { tour: OfficeTour; options: OfficeTourOptions }) {
  const { text } = useToursText()
  const errorOf = useFieldErrors('basics')
  const posted = usePostedFields('basics')
  const value = usePostedOr(posted)
  const localeLabel = useLocaleLabel()
  const [kind, setKind] = useState(value.one('type', tour.type))
  const stored = {
    title: { 'en-US': tour.title, ru: tour.title_ru },
    summary: { 'en-US': tour.summary, ru: tour.summary_ru },
  }
  return (
    <EditorSection section="basics">
      <SectionForm intent="basics" key={JSON.stringify([basicsOf(tour), posted === null])}>
        {options.offered_locales.map((locale) => (
          <fieldset
            key={locale}
            className="office-tour-fieldset"
            lang={locale === 'ru' ? 'ru' : 'en'}
          >
            <legend className="office-tour-fieldset__legend">{localeLabel(locale)}</legend>
            <TextField
              label={text('tours.field.titleIn', { language: localeLabel(locale) })}
              name={localeFieldName('title', locale)}
              defaultValue={value.one(localeFieldName('title', locale), stored.title[locale])}
              error={errorOf(localeFieldName('title', locale))}
              maxLength={150}
            />
            <Textarea
              label={text('tours.field.summaryIn', { language: localeLabel(locale) })}
              hint={text('tours.field.summaryHint')}
              name={localeFieldName('summary', locale)}
              defaultValue={value.one(localeFieldName('summary', locale), stored.summary[locale])}
              error={errorOf(localeFieldName('summary', locale))}
              rows={3}
            />
          </fieldset>
        ))}
        <div className="office-tour-grid">
          <NativeSelect
            label={text('tours.field.type')}
            name="type"
            defaultValue={kind}
            options={OFFICE_TOUR_KINDS.map((option) => ({
              value: option,
              text: text(`tours.type.${option}`),
            }))}
            error={errorOf('type')}
            onValueChange={setKind}
          />
          <TextField
            label={text('tours.field.days')}
            name="days"
            type="number"
            inputMode="numeric"
            min={1}
            defaultValue={value.one('days', String(tour.days))}
            error={errorOf('days')}
          />
          <TextField
            label={text('tours.field.minGroup')}
            name="group_size.min"
            type="number"
            inputMode="numeric"
            min={1}
            defaultValue={value.one('group_size.min', String(tour.group_size.min))}
            error={errorOf('group_size.min') ?? errorOf('group_size')}
          />
          <TextField
            label={text('tours.field.maxGroup')}
            name="group_size.max"
            type="number"
            inputMode="numeric"
            min={1}
            defaultValue={value.one('group_size.max', String(tour.group_size.max))}
            error={errorOf('group_size.max')}
          />
          <TextField
            label={text('tours.field.minAge')}
            name="min_age"
            type="number"
            inputMode="numeric"
            min={0}
            defaultValue={value.one('min_age', String(tour.min_age))}
            error={errorOf('min_age')}
          />
          <NativeSelect
            label={text('tours.field.difficulty')}
            name="difficulty"
            defaultValue={value.one('difficulty', String(tour.difficulty))}
            options={options.difficulty.map((option) => ({
              value: String(option.id),
              text: option.label,
            }))}
            error={errorOf('difficulty')}
          />
          <NativeSelect
            label={text('tours.field.comfort')}
            name="comfort"
            defaultValue={value.one('comfort', tour.comfort)}
            options={options.comfort.map((option) => ({ value: option.id, text: option.label }))}
            error={errorOf('comfort')}
          />
        </div>
        {kind === 'cruise' ? (
          <fieldset className="office-tour-fieldset">
            <legend className="office-tour-fieldset__legend">{text('tours.type.cruise')}</legend>
            <div className="office-tour-grid">
              <NativeSelect
                label={text('tours.field.cruiseType')}
                name="cruise.cruise_type"
                defaultValue={value.one('cruise.cruise_type', tour.cruise?.cruise_type ?? '')}
                options={[
                  { value: '', text: text('tours.field.notChosen') },
                  ...CRUISE_TYPES.map((option) => ({
                    value: option,
                    text: text(`tours.cruise.${option}`),
                  })),
                ]}
                error={errorOf('cruise.cruise_type')}
              />
              <NativeSelect
                label={text('tours.field.ship')}
                name="cruise.ship_id"
                defaultValue={value.one('cruise.ship_id', String(tour.cruise?.ship_id ?? ''))}
                options={[
                  { value: '', text: text('tours.field.notChosen') },
                  ...options.ships.map((ship) => ({ value: String(ship.id), text: ship.name })),
                ]}
                error={errorOf('cruise.ship_id')}
              />
              <NativeSelect
                label={text('tours.field.waters')}
                name="cruise.water_object_id"
                defaultValue={value.one(
                  'cruise.water_object_id',
                  String(tour.cruise?.water_object_id ?? ''),
                )}
                options={[
                  { value: '', text: text('tours.field.notChosen') },
                  ...options.water_objects.map((water) => ({
                    value: String(water.id),
                    text: water.name,
                  })),
                ]}
                error={errorOf('cruise.water_object_id')}
              />
            </div>
            <label className="office-tour-choice">
              <input
                type="checkbox"
                name="cruise.is_returning"
                defaultChecked={
                  posted === null
                    ? (tour.cruise?.is_returning ?? false)
                    : posted.get('cruise.is_returning') !== null
                }
              />
              <span>{text('tours.field.returning')}</span>
            </label>
          </fieldset>
        ) : null}
        <CheckboxGroup
          legend={text('tours.field.accommodation')}
          name="accommodation"
          options={options.accommodation.map((option) => ({
            value: option.id,
            text: option.label,
          }))}
          checked={value.all('accommodation', tour.accommodation)}
          error={errorOf('accommodation')}
        />
        <CheckboxGroup
          legend={text('tours.field.languages')}
          name="language_ids"
          options={options.languages.map((language) => ({
            value: String(language.id),
            text: language.name,
          }))}
          checked={value.all('language_ids', tour.language_ids.map(String))}
          error={errorOf('language_ids')}
        />
        <CheckboxGroup
          legend={text('tours.field.restKinds')}
          name="rest_kind_ids"
          options={options.rest_kinds.map((restKind) => ({
            value: String(restKind.id),
            text: restKind.name,
          }))}
          checked={value.all('rest_kind_ids', tour.rest_kind_ids.map(String))}
          error={errorOf('rest_kind_ids')}
        />
        <RadioGroup
          legend={text('tours.field.booking')}
          name="is_on_request"
          value={value.one('is_on_request', String(tour.is_on_request))}
          options={[
            { value: 'false', text: text('tours.field.instant') },
            { value: 'true', text: text('tours.field.onRequest') },
          ]}
        />
      </SectionForm>
    </EditorSection>
  )
}
