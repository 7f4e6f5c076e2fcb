import type { AdminDestination, AdminDestinations } from '@tourmarket/contracts'
import { AppError } from '../../errors.ts'
import { requireRole } from '../../platform/admin/admin-access.ts'
import { changedFields } from '../../platform/audit/audit-log.ts'
import type { Viewer } from '../../platform/http/session-guard.ts'
import { coverChoices, coverRefused } from './cover-choices.ts'
import type { DestinationAdminRepository, DestinationAdminRow } from './destinations-repository.ts'

export type DestinationTextsInput = {
  readonly id: number
  readonly description: string
  readonly description_ru: string
  readonly cover: string | null
}

export type DestinationAdminService = ReturnType<typeof createDestinationAdminService>

/**
 * Issue 43 item 5: destinations (countries) in the operator console, for content editors and
 * admins. A change is audited in its transaction, then announced to search as the collections'
 * are (`toursChanged`): the country's landing page comes with the search answer, which a new
 * generation drops, so the page shows it at once; /destinations reads the row itself.
 */
export function createDestinationAdminService({
  repository,
  toursChanged,
}: {
  repository: DestinationAdminRepository
  toursChanged: (tourIds: readonly number[]) => Promise<void>
}) {
  async function existing(id: number): Promise<DestinationAdminRow> {
    const row = await repository.find(id)
    if (row === undefined) {
      throw new AppError({ code: 'not_found', message: 'There is no such destination.' })
    }
    return row
  }

  async function present(row: DestinationAdminRow): Promise<AdminDestination> {
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      name_ru: row.nameRu,
      description: row.description,
      description_ru: row.descriptionRu,
      cover: row.imageKey,
      covers: coverChoices(await repository.tours(row.id)),
      url: `/${row.slug}`,
    }
  }

  return {
    async list(viewer: Viewer): Promise<AdminDestinations> {
      requireRole(viewer, 'content.destinations-view')
      return {
        data: (await repository.list()).map((row) => ({ ...row, url: `/${row.slug}` })),
      }
    },

    async view(viewer: Viewer, id: number): Promise<AdminDestination> {
      requireRole(viewer, 'content.destinations-view')
      return present(await existing(id))
    },

    async save(viewer: Viewer, input: DestinationTextsInput): Promise<AdminDestination> {
      const staff = requireRole(viewer, 'content.destination-edit')
      const before = await existing(input.id)
      const cover = input.cover ?? before.imageKey
      if (cover !== before.imageKey && !(await repository.hasTourCover(before.id, cover ?? ''))) {
        throw coverRefused()
      }
      const columns = {
        description: input.description,
        descriptionRu: input.description_ru,
        imageKey: cover,
      }
      const change = changedFields(
        {
          description: before.description,
          descriptionRu: before.descriptionRu,
          imageKey: before.imageKey,
        },
        columns,
      )
      if (Object.keys(change.after).length > 0) {
        await repository.update(before.id, columns, {
          organizerId: null,
          actorUserId: staff.userId,
          actorKind: 'admin',
          objectKind: 'country',
          objectId: before.id,
          action: 'destination.update',
          ...change,
        })
        await toursChanged(await repository.tourIds(before.id))
      }
      return present(await existing(before.id))
    },
  }
}
