import type { AdminCollection, AdminCollections } from '@tourmarket/contracts'
import { AppError } from '../../errors.ts'
import { requireRole } from '../../platform/admin/admin-access.ts'
import { changedFields } from '../../platform/audit/audit-log.ts'
import type { Viewer } from '../../platform/http/session-guard.ts'
import type {
  CollectionAdminRepository,
  CollectionAdminRow,
  CollectionTourRow,
} from './collections-repository.ts'
import { coverChoices, coverRefused, invalidField } from './cover-choices.ts'

export type CollectionTextsInput = {
  readonly id: number
  readonly name: string
  readonly name_ru: string
  readonly description: string
  readonly description_ru: string
  readonly cover: string | null
}

export type CollectionTourMove = 'add' | 'remove' | 'up' | 'down' | 'top'

function collectionNotFound(): AppError {
  return new AppError({ code: 'collection_not_found', message: 'There is no such collection.' })
}

/** The new order after a move, or the refusal naming why (add and remove change the tours). */
export function movedOrder(
  order: readonly number[],
  tourId: number,
  move: CollectionTourMove,
): readonly number[] | string {
  const index = order.indexOf(tourId)
  if (move === 'add')
    return index >= 0 ? 'The tour is in this collection already.' : [...order, tourId]
  if (index < 0) return 'The tour is not in this collection.'
  const rest = order.filter((id) => id !== tourId)
  switch (move) {
    case 'remove':
      return rest
    case 'top':
      return [tourId, ...rest]
    case 'up':
      return [
        ...rest.slice(0, Math.max(index - 1, 0)),
        tourId,
        ...rest.slice(Math.max(index - 1, 0)),
      ]
    case 'down':
      return [...rest.slice(0, index + 1), tourId, ...rest.slice(index + 1)]
  }
}

export type CollectionAdminService = ReturnType<typeof createCollectionAdminService>

/**
 * Issue 43 item 5: collections in the operator console (content editors and admins). Every call
 * checks the role first; writes are audited in their transaction, then the collection's tours are
 * announced to search (`toursChanged`: their rows, every instance's cached answers and engine),
 * so the collection's page shows the change at once.
 */
export function createCollectionAdminService({
  repository,
  toursChanged,
}: {
  repository: CollectionAdminRepository
  toursChanged: (tourIds: readonly number[]) => Promise<void>
}) {
  async function existing(collectionId: number): Promise<CollectionAdminRow> {
    const row = await repository.find(collectionId)
    if (row === undefined) throw collectionNotFound()
    return row
  }

  const presentTour = (tour: CollectionTourRow) => ({
    id: tour.id,
    title: tour.title,
    listed: tour.listed,
  })

  async function present(row: CollectionAdminRow, find = ''): Promise<AdminCollection> {
    const [tours, found] = await Promise.all([
      repository.tours(row.id),
      find === '' ? [] : repository.findTours(row.id, find),
    ])
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      name_ru: row.nameRu,
      description: row.description,
      description_ru: row.descriptionRu,
      cover: row.imageKey,
      covers: coverChoices(tours),
      tours: tours.map(presentTour),
      found: found.map(presentTour),
      url: `/${row.slug}`,
      published: row.isPublished,
    }
  }

  return {
    async list(viewer: Viewer): Promise<AdminCollections> {
      requireRole(viewer, 'content.collections-view')
      return {
        data: (await repository.list()).map((row) => ({
          id: row.id,
          slug: row.slug,
          name: row.name,
          tours: row.tours,
          url: `/${row.slug}`,
          published: row.isPublished,
        })),
      }
    },

    async view(viewer: Viewer, collectionId: number, find: string): Promise<AdminCollection> {
      requireRole(viewer, 'content.collections-view')
      return present(await existing(collectionId), find)
    },

    async save(viewer: Viewer, input: CollectionTextsInput): Promise<AdminCollection> {
      const staff = requireRole(viewer, 'content.collection-edit')
      const before = await existing(input.id)
      const cover = input.cover ?? before.imageKey
      if (cover !== before.imageKey) {
        const tours = await repository.tours(before.id)
        if (!tours.some((tour) => tour.cover_key === cover)) {
          throw coverRefused()
        }
      }
      const columns = {
        name: input.name,
        nameRu: input.name_ru,
        description: input.description,
        descriptionRu: input.description_ru,
        imageKey: cover,
      }
      const change = changedFields(
        {
          name: before.name,
          nameRu: before.nameRu,
          description: before.description,
          descriptionRu: before.descriptionRu,
          imageKey: before.imageKey,
        },
        columns,
      )
      if (Object.keys(change.after).length > 0) {
        await repository.updateTexts(before.id, columns, {
          organizerId: null,
          actorUserId: staff.userId,
          actorKind: 'admin',
          objectKind: 'collection',
          objectId: before.id,
          action: 'collection.update',
          ...change,
        })
        // The page's title and text come with the search answer: a new generation drops it.
        await toursChanged((await repository.tours(before.id)).map((tour) => tour.id))
      }
      return present(await existing(before.id))
    },

    async moveTour(
      viewer: Viewer,
      input: { id: number; tour_id: number; move: CollectionTourMove },
    ): Promise<AdminCollection> {
      const staff = requireRole(viewer, 'content.collection-edit')
      const row = await existing(input.id)
      if (input.move === 'add' && !(await repository.tourExists(input.tour_id))) {
        throw invalidField('tour_id', 'There is no tour with this number.')
      }
      const result = await repository.reorder(
        row.id,
        (order) => movedOrder(order, input.tour_id, input.move),
        (before, after) => ({
          organizerId: null,
          actorUserId: staff.userId,
          actorKind: 'admin',
          objectKind: 'collection',
          objectId: row.id,
          action: `collection.tour-${input.move}`,
          before: { tours: before },
          after: { tours: after },
        }),
      )
      if ('refused' in result) throw invalidField('tour_id', result.refused)
      await toursChanged(result.changed)
      return present(row)
    },

    /** Hides or publishes it: its page, lists, tours' pages and the sitemap follow at once. */
    async publish(
      viewer: Viewer,
      input: { id: number; published: boolean },
    ): Promise<AdminCollection> {
      const staff = requireRole(viewer, 'content.collection-publish')
      const before = await existing(input.id)
      if (before.isPublished !== input.published) {
        await repository.updateTexts(
          before.id,
          { isPublished: input.published },
          {
            organizerId: null,
            actorUserId: staff.userId,
            actorKind: 'admin',
            objectKind: 'collection',
            objectId: before.id,
            action: input.published ? 'collection.publish' : 'collection.hide',
            before: { isPublished: before.isPublished },
            after: { isPublished: input.published },
          },
        )
        // Its landing answer and its tours' pages (their collection links) are cached.
        await toursChanged((await repository.tours(before.id)).map((tour) => tour.id))
      }
      return present(await existing(before.id))
    },
  }
}
