import { useId } from 'react'
import { Form, Link } from 'react-router'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { CoverChoice } from '../collections/cover-choice.tsx'
import { AdminTextField } from '../shell/admin-field.tsx'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { destinationAction, loadDestination, type DestinationAnswer } from './destination.server.ts'
import { destinationWords, useDestinationText } from './destinations-text.ts'
import type { Route } from './+types/destination-route.ts'

export const loader = async ({ context, request, params }: Route.LoaderArgs) => {
  const admin = await loadAdmin(context, request, 'content')
  const destination = await loadDestination(context, Number(params.id))
  const done = new URL(request.url).searchParams.get('done') === 'saved'
  return { admin, destination, done }
}

export const headers = () => ADMIN_PAGE_HEADERS

/** Save the descriptions and cover: a plain form post. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  destinationAction(request, context, Number(params.id))

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => destinationWords(locale, 'destinations.title'))

/** /admin/destinations/:id (issue 43 item 5): a destination's descriptions and cover. */
export default function AdminDestinationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, destination, done } = loaderData
  const answer = (actionData as DestinationAnswer | undefined) ?? null
  const { text, path } = useDestinationText()
  const errors = answer?.fieldErrors ?? {}
  const values = answer?.posted ?? {
    description: destination.description,
    description_ru: destination.description_ru,
  }
  const ids = useId()
  return (
    <AdminLayout
      admin={admin}
      current="content"
      title={text('destination.editTitle', { name: destination.name })}
    >
      <p>
        <Link to={path('/admin/destinations')}>{text('destination.back')}</Link> ·{' '}
        <a href={path(destination.url)}>{text('destination.open')}</a>
      </p>
      {!done || answer !== null ? null : (
        <p className="admin-notice admin-notice--success" role="status">
          {text('destination.saved')}
        </p>
      )}
      {answer?.message == null ? null : (
        <p className="admin-notice admin-notice--error" role="alert">
          {answer.message}
        </p>
      )}
      <section className="admin-section" aria-labelledby={`${ids}-texts`}>
        <h2 id={`${ids}-texts`} className="admin-section__title">
          {text('destination.textsTitle')}
        </h2>
        <p className="admin-muted">
          {text('destination.names', { name: destination.name, nameRu: destination.name_ru })}
        </p>
        <Form method="post" className="admin-form" noValidate>
          <AdminTextField
            name="description"
            label={text('destination.field.description')}
            value={values.description}
            errors={errors}
            rows={5}
          />
          <AdminTextField
            name="description_ru"
            label={text('destination.field.descriptionRu')}
            value={values.description_ru}
            errors={errors}
            rows={5}
          />
          <CoverChoice cover={destination.cover} covers={destination.covers} errors={errors} />
          <div className="admin-actions">
            <button type="submit" className="admin-button">
              {text('destination.save')}
            </button>
          </div>
        </Form>
      </section>
    </AdminLayout>
  )
}
