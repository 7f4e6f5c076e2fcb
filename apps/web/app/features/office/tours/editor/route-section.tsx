import { CityField } from '../city-field.tsx'
import type { OfficeTour } from '../tour-types.ts'
import { useToursText } from '../tours-text.ts'
import { postedRoute, routeValues, type CityValue, type RouteValues } from './editor-values.ts'
import { applyListMove } from './list-edit.ts'
import { EditableList, useListRows } from './list-rows.tsx'
import {
  EditorSection,
  SectionForm,
  useFieldErrors,
  useListEdit,
  usePostedFields,
} from './section-form.tsx'

const blankCity = (): CityValue => ({ id: null, name: '' })

function RouteCities({ route }: { route: RouteValues }) {
  const { text } = useToursText()
  const errorOf = useFieldErrors('route')
  const { rows, move, markEdited } = useListRows('route', route.cities, blankCity)
  return (
    <>
      <fieldset className="office-tour-fieldset">
        <legend className="office-tour-fieldset__legend">{text('tours.field.startCity')}</legend>
        <CityField
          prefix="start_city"
          initial={route.start}
          error={errorOf('start_city_id')}
          onChange={markEdited}
        />
      </fieldset>
      <fieldset className="office-tour-fieldset">
        <legend className="office-tour-fieldset__legend">{text('tours.route.cities')}</legend>
        <EditableList
          list="route"
          rows={rows}
          onMove={move}
          emptyText={text('tours.editor.empty')}
          addLabel={text('tours.route.addCity')}
          renderRow={(row, index) => (
            <div className="office-tour-row__fields">
              <CityField
                prefix={`route.${String(index)}`}
                initial={row.value}
                label={text('tours.route.city', { position: index + 1 })}
                error={errorOf(`route_city_ids.${String(index)}`)}
                onChange={markEdited}
              />
            </div>
          )}
        />
      </fieldset>
    </>
  )
}

/** Route: the start city, then the cities the route goes through, in order. */
export function RouteSection({ tour }: { tour: OfficeTour }) {
  const { text } = useToursText()
  const edit = useListEdit('route')
  const posted = usePostedFields('route')
  let route = posted === null ? routeValues(tour) : postedRoute(posted)
  if (edit?.list === 'route') {
    route = { ...route, cities: applyListMove(route.cities, edit.move, blankCity) }
  }
  return (
    <EditorSection section="route" lead={text('tours.route.lead')}>
      <SectionForm intent="route" key={JSON.stringify(route)}>
        <RouteCities route={route} />
      </SectionForm>
    </EditorSection>
  )
}
