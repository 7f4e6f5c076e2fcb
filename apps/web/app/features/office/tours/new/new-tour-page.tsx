import type { OfficeContext } from '@tourmarket/contracts'
import { Button, TextField } from '@tourmarket/ui'
import { Form, Link, useNavigation } from 'react-router'
import { OfficeLayout } from '../../shell/office-layout.tsx'
import { CityField } from '../city-field.tsx'
import { NativeSelect } from '../editor/editor-fields.tsx'
import { TOURS_PATH } from '../tour-paths.ts'
import { OFFICE_TOUR_KINDS } from '../tour-types.ts'
import { useToursText } from '../tours-text.ts'
import type { NewTourAnswer } from './new-tour.server.ts'

/** The new tour form: title, kind, start city and length; the editor takes it from there. */
export function NewTourPage({
  office,
  answer,
}: {
  office: OfficeContext
  answer: NewTourAnswer | null
}) {
  const { text, t, path } = useToursText()
  const navigation = useNavigation()
  const errorOf = (name: string) => answer?.fieldErrors[name]?.[0]
  const values = answer?.values ?? {
    title: '',
    type: 'tour',
    days: '1',
    city: { id: null, name: '' },
  }
  return (
    <OfficeLayout
      office={office}
      current="tours"
      title={text('tours.new.title')}
      actions={
        <Link to={path(TOURS_PATH)} className="office-tour-back">
          {text('tours.new.back')}
        </Link>
      }
    >
      <Form method="post" noValidate className="office-tour-form office-tour-new">
        <p className="office-tour-section__lead">{text('tours.new.lead')}</p>
        {answer?.message == null ? null : (
          <p className="office-tour-notice office-tour-notice--failed" role="alert">
            {answer.message}
          </p>
        )}
        <TextField
          label={text('tours.field.title')}
          name="title"
          defaultValue={values.title}
          error={errorOf('title')}
          maxLength={150}
          required
        />
        <div className="office-tour-grid">
          <NativeSelect
            label={text('tours.field.type')}
            name="type"
            defaultValue={values.type}
            options={OFFICE_TOUR_KINDS.map((kind) => ({
              value: kind,
              text: text(`tours.type.${kind}`),
            }))}
            error={errorOf('type')}
          />
          <TextField
            label={text('tours.field.days')}
            name="days"
            type="number"
            inputMode="numeric"
            min={1}
            defaultValue={values.days}
            error={errorOf('days')}
            required
          />
        </div>
        <fieldset className="office-tour-fieldset">
          <legend className="office-tour-fieldset__legend">{text('tours.field.startCity')}</legend>
          <CityField
            prefix="start_city"
            initial={values.city}
            label={t('cityAutocomplete.label')}
            error={errorOf('start_city_id')}
          />
        </fieldset>
        <div className="office-tour-form__actions">
          <Button
            type="submit"
            loading={navigation.state === 'submitting'}
            loadingText={text('tours.new.submitting')}
          >
            {text('tours.new.submit')}
          </Button>
        </div>
      </Form>
    </OfficeLayout>
  )
}
