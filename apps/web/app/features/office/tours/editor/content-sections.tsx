import { TextField, Textarea } from '@tourmarket/ui'
import type { OfficeTour, OfficeTourOptions } from '../tour-types.ts'
import { useToursText } from '../tours-text.ts'
import { extraCostKinds } from '@tourmarket/domain/booking'
import {
  EXTRA_COSTS_CURRENCY,
  extraCostField,
  extraCostsValues,
  includedValues,
  itemLists,
  postedExtraCosts,
  postedIncluded,
  rowField,
  type ItemList,
  type PairedItem,
} from './editor-values.ts'
import { applyListMove } from './list-edit.ts'
import { EditableList, useListRows } from './list-rows.tsx'
import { localeFieldName, useLocaleLabel } from './locale-fields.ts'
import { RichTextField } from './rich-text-field.tsx'
import {
  EditorSection,
  SectionForm,
  useFieldErrors,
  useListEdit,
  useMarkDirty,
  usePostedFields,
  useSectionAnswer,
} from './section-form.tsx'

function postedText(posted: FormData | null, name: string, stored: string): string {
  if (posted === null) return stored
  const value = posted.get(name)
  return typeof value === 'string' ? value : ''
}

/** Description: the tour's story in each language the site offers, as sanitised HTML. */
export function DescriptionSection({
  tour,
  options,
}: {
  tour: OfficeTour
  options: OfficeTourOptions
}) {
  const { text } = useToursText()
  const errorOf = useFieldErrors('description')
  const posted = usePostedFields('description')
  const markDirty = useMarkDirty('description')
  const localeLabel = useLocaleLabel()
  const stored = { 'en-US': tour.description, ru: tour.description_ru }
  return (
    <EditorSection section="description">
      <SectionForm intent="description" key={JSON.stringify([stored, posted === null])}>
        {options.offered_locales.map((locale) => {
          const name = localeFieldName('description', locale)
          return (
            <RichTextField
              key={locale}
              label={text('tours.field.descriptionIn', { language: localeLabel(locale) })}
              name={name}
              defaultValue={postedText(posted, name, stored[locale])}
              error={errorOf(name)}
              onEdit={() => markDirty(true)}
            />
          )
        })}
      </SectionForm>
    </EditorSection>
  )
}

/** The first message of a list's items (`included.3`) or of the list itself. */
function listError(
  errors: Readonly<Record<string, readonly string[]>> | undefined,
  names: readonly string[],
): string | undefined {
  if (errors === undefined) return undefined
  for (const [field, messages] of Object.entries(errors)) {
    if (names.some((name) => field === name || field.startsWith(`${name}.`))) return messages[0]
  }
  return undefined
}

const blankItem = (): PairedItem => ({ text: '', text_ru: '' })

/** One of the section's lists: an item per row, in each offered language side by side. */
function PairedList({
  list,
  legend,
  items,
  options,
}: {
  list: ItemList
  legend: string
  items: readonly PairedItem[]
  options: OfficeTourOptions
}) {
  const { text } = useToursText()
  const answer = useSectionAnswer('included')
  const localeLabel = useLocaleLabel()
  const { rows, move } = useListRows('included', items, blankItem)
  const error = listError(answer?.fieldErrors, [list, `${list}_ru`])
  return (
    <fieldset className="office-tour-fieldset">
      <legend className="office-tour-fieldset__legend">{legend}</legend>
      <EditableList
        list={list}
        rows={rows}
        onMove={move}
        emptyText={text('tours.editor.empty')}
        error={error}
        addLabel={text('tours.included.add')}
        renderRow={(row, index) => (
          <div className="office-tour-row__fields">
            {options.offered_locales.map((locale) => (
              <TextField
                key={locale}
                label={text('tours.field.itemIn', { language: localeLabel(locale) })}
                name={rowField(list, index, locale === 'ru' ? 'text_ru' : 'text')}
                defaultValue={locale === 'ru' ? row.value.text_ru : row.value.text}
                maxLength={300}
              />
            ))}
          </div>
        )}
      />
    </fieldset>
  )
}

const listLegends = {
  included: 'tours.included.included',
  not_included: 'tours.included.notIncluded',
  know_before_you_go: 'tours.included.knowBefore',
  accessibility: 'tours.included.accessibility',
} as const

/**
 * Issue 44 item 5: the organizer's own figure per traveller for each extra the price leaves out,
 * in the figures' currency; a field left empty lets the tour page show a labelled estimate.
 */
function ExtraCostsFields({ tour }: { tour: OfficeTour }) {
  const { text } = useToursText()
  const errorOf = useFieldErrors('included')
  const posted = usePostedFields('included')
  const values = posted === null ? extraCostsValues(tour) : postedExtraCosts(posted)
  const { currency } = tour.extra_costs
  return (
    <fieldset className="office-tour-fieldset" data-testid="office-extra-costs">
      <legend className="office-tour-fieldset__legend">{text('tours.extraCosts.legend')}</legend>
      {currency === null ? (
        // Figures are in the currency of the tour's price: a tour without dates has none yet.
        <p className="office-tour-muted">{text('tours.extraCosts.noCurrency')}</p>
      ) : (
        <>
          <p className="office-tour-muted">{text('tours.extraCosts.hint', { currency })}</p>
          <input type="hidden" name={EXTRA_COSTS_CURRENCY} value={currency} />
          <div className="office-tour-grid">
            {extraCostKinds.map((kind) => (
              <TextField
                key={kind}
                label={`${text(`tours.extraCosts.${kind}`)}, ${currency}`}
                name={extraCostField(kind)}
                inputMode="decimal"
                defaultValue={values[kind]}
                error={errorOf(extraCostField(kind))}
              />
            ))}
          </div>
        </>
      )}
      {errorOf('extra_costs') === undefined ? null : (
        <p className="tm-field__error" role="alert">
          {errorOf('extra_costs')}
        </p>
      )}
    </fieldset>
  )
}

const isItemList = (list: string): list is ItemList => itemLists.some((name) => name === list)

/**
 * Included / not included, and (issue 42) what to know before going and access: four lists of
 * short items, each shown on the tour page as a list.
 */
export function IncludedSection({
  tour,
  options,
}: {
  tour: OfficeTour
  options: OfficeTourOptions
}) {
  const { text } = useToursText()
  const move = useListEdit('included')
  const posted = usePostedFields('included')
  let values = posted === null ? includedValues(tour) : postedIncluded(posted)
  if (move !== undefined && isItemList(move.list)) {
    values = { ...values, [move.list]: applyListMove(values[move.list], move.move, blankItem) }
  }
  return (
    <EditorSection section="included">
      <SectionForm intent="included" key={JSON.stringify(values)}>
        {itemLists.map((list) => (
          <PairedList
            key={list}
            list={list}
            legend={text(listLegends[list])}
            items={values[list]}
            options={options}
          />
        ))}
        <ExtraCostsFields tour={tour} />
      </SectionForm>
    </EditorSection>
  )
}

/**
 * Questions & answers: the travellers' questions to answer (or remove), and a question with its
 * answer the organizer adds itself.
 */
export function QuestionsSection({ tour }: { tour: OfficeTour }) {
  const { text } = useToursText()
  const errorOf = useFieldErrors('questions')
  const posted = usePostedFields('questions')
  return (
    <EditorSection section="questions">
      <SectionForm intent="questions" key={JSON.stringify(tour.questions)}>
        {tour.questions.length === 0 ? (
          <p className="office-tour-muted">{text('tours.questions.none')}</p>
        ) : (
          <ol className="office-tour-rows">
            {tour.questions.map((question, index) => (
              <li key={question.id} className="office-tour-row office-tour-row--question">
                <input
                  type="hidden"
                  name={rowField('questions', index, 'id')}
                  value={question.id}
                />
                <p className="office-tour-question">
                  <span className="office-tour-question__author">{question.author_name}</span>
                  {question.question}
                </p>
                <Textarea
                  label={text('tours.questions.answer')}
                  name={rowField('questions', index, 'answer')}
                  defaultValue={postedText(
                    posted,
                    rowField('questions', index, 'answer'),
                    question.answer ?? '',
                  )}
                  error={errorOf(rowField('questions', index, 'answer'))}
                  rows={3}
                />
                <label className="office-tour-choice">
                  <input type="checkbox" name={rowField('questions', index, 'remove')} />
                  <span>{text('tours.questions.remove')}</span>
                </label>
              </li>
            ))}
          </ol>
        )}
        <fieldset className="office-tour-fieldset">
          <legend className="office-tour-fieldset__legend">{text('tours.questions.add')}</legend>
          <Textarea
            label={text('tours.questions.newQuestion')}
            name="new_question"
            defaultValue={postedText(posted, 'new_question', '')}
            error={errorOf('new_question')}
            rows={2}
          />
          <Textarea
            label={text('tours.questions.newAnswer')}
            name="new_answer"
            defaultValue={postedText(posted, 'new_answer', '')}
            error={errorOf('new_answer')}
            rows={3}
          />
        </fieldset>
      </SectionForm>
    </EditorSection>
  )
}

/** Meeting point: where the group meets, in words (each language) and on the map. */
export function MeetingSection({
  tour,
  options,
}: {
  tour: OfficeTour
  options: OfficeTourOptions
}) {
  const { text } = useToursText()
  const errorOf = useFieldErrors('meeting')
  const posted = usePostedFields('meeting')
  const localeLabel = useLocaleLabel()
  const stored = { 'en-US': tour.meeting_point.text, ru: tour.meeting_point.text_ru }
  return (
    <EditorSection section="meeting">
      <SectionForm intent="meeting" key={JSON.stringify([tour.meeting_point, posted === null])}>
        {options.offered_locales.map((locale) => {
          const name = localeFieldName('meeting_point.text', locale)
          return (
            <Textarea
              key={locale}
              label={text('tours.field.meetingPointIn', { language: localeLabel(locale) })}
              name={name}
              defaultValue={postedText(posted, name, stored[locale])}
              error={errorOf(name)}
              rows={3}
            />
          )
        })}
        <div className="office-tour-grid">
          <TextField
            label={text('tours.field.latitude')}
            name="meeting_point.latitude"
            inputMode="decimal"
            hint={text('tours.field.coordinatesHint')}
            defaultValue={postedText(
              posted,
              'meeting_point.latitude',
              String(tour.meeting_point.latitude),
            )}
            error={errorOf('meeting_point.latitude')}
          />
          <TextField
            label={text('tours.field.longitude')}
            name="meeting_point.longitude"
            inputMode="decimal"
            defaultValue={postedText(
              posted,
              'meeting_point.longitude',
              String(tour.meeting_point.longitude),
            )}
            error={errorOf('meeting_point.longitude')}
          />
        </div>
      </SectionForm>
    </EditorSection>
  )
}
