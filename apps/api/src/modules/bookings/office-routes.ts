import type { FastifyRequest } from 'fastify'
import { endpoints } from '@tourmarket/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AbuseGuard } from '../../platform/abuse/rate-limit.ts'
import { limitRules } from '../../platform/abuse/rate-limit.ts'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import type { SessionGuard, Viewer } from '../../platform/http/session-guard.ts'
import type { OfficeAccess } from '../../platform/office/office-access.ts'
import type { MeetService } from '../meet/service.ts'
import type { BookingsContext } from './context.ts'

export type OfficeBookingsRoutesOptions = {
  sessions: SessionGuard
  limit: AbuseGuard
  office: OfficeAccess
  bookings: BookingsContext
  /** The meet page's save, for the meeting information the office edits without the key. */
  meet: Pick<MeetService, 'saveForBooking'>
}

/**
 * Issue 40: the office's booking page and a date's manifest. Each call first checks that the
 * account is on the team of the organizer it acts for, and that the booking (or date) is that
 * organizer's (403 otherwise), before the bookings use cases act as that organizer.
 */
export const officeBookingsRoutes: FastifyPluginAsyncZod<OfficeBookingsRoutesOptions> = async (
  app,
  { sessions, limit, office, bookings, meet },
) => {
  const { service } = bookings

  /** The signed-in member acting for the booking's organizer; writes count against a limit. */
  async function organizerOfBooking(
    request: FastifyRequest,
    bookingId: number,
    { write }: { write: boolean },
  ): Promise<{ viewer: Viewer; organizerId: number }> {
    const viewer = await sessions.requireViewer(request)
    const member = await office.member(viewer)
    if (write) {
      await limit(request, [
        { rule: limitRules.officeBookingActionPerAccount, key: String(viewer.user.id) },
      ])
    }
    office.ensureOwnObject(member, await service.bookingOrganizerId(bookingId))
    return { viewer, organizerId: member.organizerId }
  }

  app.route({
    ...endpointRoute(endpoints.officeBookingView),
    handler: async (request) => {
      await organizerOfBooking(request, request.query.id, { write: false })
      return service.officeView(request.query.id, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.officeBookingConfirm),
    handler: async (request) => {
      const { viewer } = await organizerOfBooking(request, request.body.id, { write: true })
      await service.confirm(viewer, request.body.id, request.language)
      return service.officeView(request.body.id, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.officeBookingDecline),
    handler: async (request) => {
      const { id, message } = request.body
      const { viewer } = await organizerOfBooking(request, id, { write: true })
      await service.cancel(
        viewer,
        { id, message, notifyClient: true, expected: 'decline' },
        request.language,
      )
      return service.officeView(id, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.officeBookingCancel),
    handler: async (request) => {
      const { id, message } = request.body
      const { viewer } = await organizerOfBooking(request, id, { write: true })
      await service.cancel(
        viewer,
        { id, message, notifyClient: true, expected: 'cancel-by-author' },
        request.language,
      )
      return service.officeView(id, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.officeBookingComplete),
    handler: async (request) => {
      const { viewer } = await organizerOfBooking(request, request.body.id, { write: true })
      await service.complete(viewer, request.body.id, request.language)
      return service.officeView(request.body.id, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.officeBookingMeet),
    handler: async (request) => {
      const { id, text, files } = request.body
      const { viewer, organizerId } = await organizerOfBooking(request, id, { write: true })
      await meet.saveForBooking(id, { text, files }, { userId: viewer.user.id, organizerId })
      return service.officeView(id, request.language)
    },
  })

  app.route({
    ...endpointRoute(endpoints.officeDateManifest),
    handler: async (request) => {
      const viewer = await sessions.requireViewer(request)
      const member = await office.member(viewer)
      const tourDateId = request.query.tour_date_id
      office.ensureOwnObject(member, await service.tourDateOrganizerId(tourDateId))
      return service.organizerDateManifest(viewer, tourDateId, request.language)
    },
  })
}
