import type { AdminCollection } from '@tourmarket/contracts'
import { useId } from 'react'
import { Form, Link } from 'react-router'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { AdminTextField } from '../shell/admin-field.tsx'
import { AdminLayout } from '../shell/admin-layout.tsx'
import { ADMIN_PAGE_HEADERS, loadAdmin } from '../shell/admin-loader.server.ts'
import { collectionAction, loadCollection } from './collection.server.ts'
import { CoverChoice } from './cover-choice.tsx'
import {
  collectionNoticeOf,
  type CollectionAnswer,
  type CollectionField,
  type CollectionNotice,
} from './collection-model.ts'
import {
  collectionWords,
  useCollectionText,
  type CollectionMessageKey,
} from './collections-text.ts'
import type { Route } from './+types/collection-route.ts'
import './collections.css'

export const loader = async ({ context, request, params }: Route.LoaderArgs) => {
  const admin = await loadAdmin(context, request, 'content')
  const url = new URL(request.url)
  const find = (url.searchParams.get('find') ?? '').trim().slice(0, 100)
  const collection = await loadCollection(context, Number(params.id), find)
  return { admin, collection, find, done: collectionNoticeOf(url.searchParams.get('done')) }
}

export const headers = () => ADMIN_PAGE_HEADERS

/** Save the texts and cover, or add, remove or move a tour: plain form posts. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  collectionAction(request, context, Number(params.id))

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, (locale) => collectionWords(locale, 'collections.title'))

const doneWords: Readonly<Record<CollectionNotice, CollectionMessageKey>> = {
  saved: 'collection.saved',
  moved: 'collection.moved',
  published: 'collection.publishedNotice',
  hidden: 'collection.hiddenNotice',
}

const fields: readonly (readonly [CollectionField, CollectionMessageKey, number?])[] = [
  ['name', 'collection.field.name'],
  ['name_ru', 'collection.field.nameRu'],
  ['description', 'collection.field.description', 5],
  ['description_ru', 'collection.field.descriptionRu', 5],
]

/** /admin/collections/:id (issue 43 item 5): a collection's texts, cover and tours in order. */
export default function AdminCollectionRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, collection, find, done } = loaderData
  const answer = (actionData as CollectionAnswer | undefined) ?? null
  const { text, path } = useCollectionText()
  const errors = answer?.fieldErrors ?? {}
  const values = answer?.posted ?? {
    name: collection.name,
    name_ru: collection.name_ru,
    description: collection.description,
    description_ru: collection.description_ru,
  }
  const ids = useId()
  return (
    <AdminLayout
      admin={admin}
      current="content"
      title={text('collection.editTitle', { name: collection.name })}
    >
      <p>
        <Link to={path('/admin/collections')}>{text('collection.back')}</Link> ·{' '}
        <a href={path(collection.url)}>{text('collection.open')}</a>
      </p>
      {done === null || answer !== null ? null : (
        <p className="admin-notice admin-notice--success" role="status">
          {text(doneWords[done])}
        </p>
      )}
      {answer?.message == null ? null : (
        <p className="admin-notice admin-notice--error" role="alert">
          {answer.message}
        </p>
      )}
      <section className="admin-section" aria-labelledby={`${ids}-state`}>
        <h2 id={`${ids}-state`} className="admin-section__title">
          {text('collection.visibilityTitle')}
        </h2>
        <p data-testid="admin-collection-state">
          {text(collection.published ? 'collection.isPublished' : 'collection.isHidden')}
        </p>
        <Form method="post" className="admin-actions">
          <button
            type="submit"
            name="intent"
            value={collection.published ? 'hide' : 'publish'}
            className={`admin-button${collection.published ? ' admin-button--danger' : ''}`}
          >
            {text(collection.published ? 'collection.hide' : 'collection.publish')}
          </button>
        </Form>
      </section>
      <section className="admin-section" aria-labelledby={`${ids}-texts`}>
        <h2 id={`${ids}-texts`} className="admin-section__title">
          {text('collection.textsTitle')}
        </h2>
        <Form method="post" className="admin-form" noValidate>
          {fields.map(([name, label, rows]) => (
            <AdminTextField
              key={name}
              name={name}
              label={text(label)}
              value={values[name]}
              errors={errors}
              {...(rows === undefined ? {} : { rows })}
            />
          ))}
          <CoverChoice cover={collection.cover} covers={collection.covers} errors={errors} />
          <div className="admin-actions">
            <button type="submit" name="intent" value="save" className="admin-button">
              {text('collection.save')}
            </button>
          </div>
        </Form>
      </section>
      <ToursSection collection={collection} />
      <section className="admin-section" aria-labelledby={`${ids}-add`}>
        <h2 id={`${ids}-add`} className="admin-section__title">
          {text('collection.addTitle')}
        </h2>
        <Form method="get" className="admin-filters">
          <AdminTextField name="find" label={text('collection.find')} value={find} errors={{}} />
          <div className="admin-actions">
            <button type="submit" className="admin-button admin-button--secondary">
              {text('collection.findButton')}
            </button>
          </div>
        </Form>
        {find === '' ? null : collection.found.length === 0 ? (
          <p className="admin-empty" role="status">
            {text('collection.foundNone')}
          </p>
        ) : (
          <ul className="admin-list" data-testid="admin-collection-found">
            {collection.found.map((tour) => (
              <li key={tour.id} className="admin-collection-tour">
                <span>
                  №{tour.id} {tour.title}
                </span>
                <MoveButton tourId={tour.id} move="add" title={tour.title} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminLayout>
  )
}

function ToursSection({ collection }: { collection: AdminCollection }) {
  const { text } = useCollectionText()
  const ids = useId()
  const last = collection.tours.length - 1
  return (
    <section className="admin-section" aria-labelledby={`${ids}-tours`} id="tours">
      <h2 id={`${ids}-tours`} className="admin-section__title">
        {text('collection.toursTitle')}
      </h2>
      {collection.tours.length === 0 ? (
        <p className="admin-empty">{text('collection.toursEmpty')}</p>
      ) : (
        <ol className="admin-list admin-collection-tours" data-testid="admin-collection-tours">
          {collection.tours.map((tour, index) => (
            <li key={tour.id} className="admin-collection-tour">
              <span>
                №{tour.id} {tour.title}{' '}
                {tour.listed ? null : (
                  <span className="admin-pill admin-pill--info">
                    {text('collection.notListed')}
                  </span>
                )}
              </span>
              <span className="admin-actions">
                {index > 0 ? <MoveButton tourId={tour.id} move="top" title={tour.title} /> : null}
                {index > 0 ? <MoveButton tourId={tour.id} move="up" title={tour.title} /> : null}
                {index < last ? (
                  <MoveButton tourId={tour.id} move="down" title={tour.title} />
                ) : null}
                <MoveButton tourId={tour.id} move="remove" title={tour.title} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

const moveWords: Readonly<Record<string, CollectionMessageKey>> = {
  add: 'collection.add',
  remove: 'collection.remove',
  up: 'collection.up',
  down: 'collection.down',
  top: 'collection.top',
}

/** One tour's move: a form of its own, so it works without JavaScript and from the keyboard. */
function MoveButton({ tourId, move, title }: { tourId: number; move: string; title: string }) {
  const { text } = useCollectionText()
  const action = text(moveWords[move]!)
  return (
    <Form method="post" className="admin-inline-form">
      <input type="hidden" name="tour_id" value={tourId} />
      <button
        type="submit"
        name="move"
        value={move}
        className={`admin-button admin-button--small${move === 'remove' ? ' admin-button--danger' : ' admin-button--secondary'}`}
        aria-label={text('collection.moveLabel', { action, id: tourId, title })}
      >
        {action}
      </button>
    </Form>
  )
}
