import type { AdminUpload, AdminUploads } from '@tourmarket/contracts'
import { AppError } from '../../errors.ts'
import { requireRole } from '../../platform/admin/admin-access.ts'
import type { Viewer } from '../../platform/http/session-guard.ts'
import { imageTemplate } from '../../platform/media-item/media-item.ts'
import { tourUrl } from '../../platform/site-paths/site-paths.ts'
import type { AdminUploadsRepository, PublicUploadRow } from './uploads-repository.ts'

function present(row: PublicUploadRow): AdminUpload {
  return {
    key: row.key,
    image: imageTemplate(row.key),
    place: row.place,
    uploaded_by: row.uploadedBy,
    uploaded_at: row.uploadedAt,
    used_on: { title: row.tourTitle, path: tourUrl(row.tourSlug) },
    hidden: row.hiddenAt === null ? null : { at: row.hiddenAt, reason: row.hiddenReason ?? '' },
  }
}

/**
 * Issue 43 item 3, for content editors and admins: the public images (review and tour photos)
 * listed newest first, hidden with a reason and restored. Every change reaches the pages of the
 * tours that show the image before the call answers.
 */
export function createAdminUploadsService({
  repository,
  toursChanged,
}: {
  repository: AdminUploadsRepository
  /** Search rows, cached answers and tour pages follow these tours; never rejects. */
  toursChanged: (tourIds: readonly number[]) => Promise<void>
}) {
  return {
    async list(
      viewer: Viewer,
      query: {
        state: 'all' | 'hidden'
        place: 'all' | 'review' | 'tour'
        page: number
        limit: number
      },
    ): Promise<AdminUploads> {
      requireRole(viewer, 'content.uploads')
      const { rows, total } = await repository.list(query, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      })
      return {
        data: rows.map(present),
        meta: {
          page: query.page,
          per_page: query.limit,
          total,
          total_pages: Math.ceil(total / query.limit),
        },
      }
    },

    async moderate(
      viewer: Viewer,
      change: { key: string; action: 'hide' | 'restore'; reason: string },
    ): Promise<AdminUpload> {
      const staff = requireRole(viewer, 'content.upload-hide')
      const uses = await repository.uses(change.key)
      const current = uses[0]
      if (current === undefined) {
        throw new AppError({ code: 'media_not_found', message: 'No page shows this image.' })
      }
      const before =
        current.hiddenAt === null ? null : { hidden: true, reason: current.hiddenReason }
      const hide = change.action === 'hide'
      await repository.moderate(
        change.key,
        { hide, reason: change.reason, actorUserId: staff.userId },
        {
          organizerId: null,
          actorUserId: staff.userId,
          actorKind: 'admin',
          objectKind: 'media',
          objectId: change.key,
          action: hide ? 'media.hide' : 'media.restore',
          before: before ?? { hidden: false },
          after: hide ? { hidden: true, reason: change.reason } : { hidden: false },
        },
      )
      await toursChanged([...new Set(uses.map((use) => use.tourId))])
      return present((await repository.uses(change.key))[0]!)
    },
  }
}

export type AdminUploadsService = ReturnType<typeof createAdminUploadsService>
