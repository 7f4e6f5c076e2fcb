import type { AdminOrganizer, AdminOrganizerList, AdminOrganizerRow } from '@tourmarket/contracts'
import { AppError } from '../../../errors.ts'
import { requireRole } from '../../../platform/admin/admin-access.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import { organizerUrl } from '../../../platform/site-paths/site-paths.ts'
import type {
  AdminOrganizerRecord,
  AdminOrganizersRepository,
  OrganizerListFilter,
} from '../organizers-repository.ts'

export type AdminOrganizersOptions = {
  repository: AdminOrganizersRepository
  /** Search rows, the change feed and tour pages follow the organizer's tours; never rejects. */
  organizerChanged: (organizerId: number) => Promise<void>
}

function notFound(id: number): AppError {
  return new AppError({
    code: 'organizer_not_found',
    message: `There is no organizer with id ${id}.`,
  })
}

function row(record: AdminOrganizerRecord): AdminOrganizerRow {
  return {
    id: record.id,
    name: record.name,
    slug: record.slug,
    country: record.country,
    review: record.review,
    identity_verified: record.identityCheck === 1,
    is_published: record.isPublished,
    hidden_reason: record.hiddenReason,
    rating: record.rating,
    reviews_count: record.reviewsCount,
    tours_count: record.toursCount,
    sales: {
      bookings_count: record.bookingsCount,
      paid: record.paid.map((sum) => ({ currency: sum.currency, amount_minor: sum.amountMinor })),
    },
    created_at: record.createdAt,
  }
}

/**
 * Issue 43 item 2, for admins: every organizer with its verdicts and sales, an operator's verdict
 * (§4 internal check), and publishing or hiding a profile with the reason its office shows.
 * Hiding takes the tours with it: search rows and tour pages require a published organizer.
 */
export function createAdminOrganizersUseCases({
  repository,
  organizerChanged,
}: AdminOrganizersOptions) {
  async function present(id: number): Promise<AdminOrganizer> {
    const record = await repository.find(id)
    if (record === undefined) throw notFound(id)
    const [owners, verifications] = await Promise.all([
      repository.owners(id),
      repository.verifications(id),
    ])
    return {
      ...row(record),
      page_path: organizerUrl(id),
      description: record.description,
      commission: {
        sales_model: record.salesModel,
        percent: record.commissionPercent,
        override_percent: record.commissionOverridePercent,
      },
      owners,
      checks: {
        identity: record.identityCheck,
        documents: record.documentsCheck,
        internal: record.internalCheck,
      },
      verifications: verifications.map((check) => ({
        provider: check.provider,
        provider_reference: check.providerReference,
        status: check.status,
        created_at: check.createdAt,
        completed_at: check.completedAt,
      })),
    }
  }

  async function existing(id: number): Promise<AdminOrganizerRecord> {
    const record = await repository.find(id)
    if (record === undefined) throw notFound(id)
    return record
  }

  return {
    async organizerList(
      viewer: Viewer,
      query: OrganizerListFilter & { page: number; limit: number },
    ): Promise<AdminOrganizerList> {
      requireRole(viewer, 'organizers.list')
      const { rows, total } = await repository.list(query, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      })
      return {
        data: rows.map(row),
        meta: {
          page: query.page,
          per_page: query.limit,
          total,
          total_pages: Math.ceil(total / query.limit),
        },
      }
    },

    async organizerView(viewer: Viewer, id: number): Promise<AdminOrganizer> {
      requireRole(viewer, 'organizers.view')
      return present(id)
    },

    /**
     * Verified: internal check 1, and a profile's first approval publishes it (issue 37 finding
     * 11) unless an operator hid it. Rejected: internal check 2 and off the site.
     */
    async organizerVerify(
      viewer: Viewer,
      verdict: { id: number; approved: boolean },
    ): Promise<AdminOrganizer> {
      const staff = requireRole(viewer, 'organizers.verify')
      const before = await existing(verdict.id)
      const firstApproval = verdict.approved && before.review !== 'approved'
      const after = {
        internalCheck: verdict.approved ? 1 : 2,
        isPublished: verdict.approved
          ? before.isPublished || (firstApproval && before.hiddenReason === null)
          : false,
        hiddenReason: before.hiddenReason,
      }
      await repository.change(
        verdict.id,
        staff.userId,
        verdict.approved ? 'organizer.verify-by-admin' : 'organizer.reject-by-admin',
        before,
        after,
      )
      await organizerChanged(verdict.id)
      return present(verdict.id)
    },

    /** Hide with the reason the office shows, or publish again (approved profiles only). */
    async organizerPublish(
      viewer: Viewer,
      change: { id: number; is_published: boolean; reason: string },
    ): Promise<AdminOrganizer> {
      const staff = requireRole(viewer, 'organizers.publish')
      const before = await existing(change.id)
      if (change.is_published && before.review !== 'approved') {
        throw new AppError({
          code: 'organizer_review_pending',
          message: 'Verify this organizer first: only an approved profile is published.',
        })
      }
      await repository.change(
        change.id,
        staff.userId,
        change.is_published ? 'organizer.publish-by-admin' : 'organizer.hide-by-admin',
        before,
        {
          internalCheck: before.internalCheck,
          isPublished: change.is_published,
          hiddenReason: change.is_published ? null : change.reason,
        },
      )
      await organizerChanged(change.id)
      return present(change.id)
    },
  }
}

export type AdminOrganizersUseCases = ReturnType<typeof createAdminOrganizersUseCases>
