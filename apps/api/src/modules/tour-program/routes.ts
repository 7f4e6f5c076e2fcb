import { TOUR_PROGRAM_PDF_PATH, endpoints, tourProgramPdfQuerySchema } from '@tourmarket/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../platform/http/endpoint-route.ts'
import { requestAddress } from '../../platform/http/forwarded-address.ts'
import type { TrustedProxies } from '../../platform/http/forwarded-address.ts'
import type { AbuseGuard, LimitRule } from '../../platform/abuse/rate-limit.ts'
import type { BeforeRender, ProgramContext, TourProgramService } from './service.ts'

export type TourProgramRoutesOptions = {
  program: TourProgramService
  limit: AbuseGuard
  trustedProxies: TrustedProxies
  /** PDFs not yet cached one address may have made an hour (PROGRAM_PDF_RENDERS_PER_HOUR). */
  rendersPerAddressPerHour: number
}

const hours = 60 * 60

/**
 * The order and subscribe calls send messages to addresses the caller names, with no sign-in: a
 * person asks for a program or two; a script mailing strangers is stopped per address it comes
 * from and per address it writes to.
 */
export const tourProgramLimitRules = {
  sendPerIp: { name: 'tour-program-send:ip', limit: 10, windowSeconds: hours },
  sendPerRecipient: { name: 'tour-program-send:recipient', limit: 3, windowSeconds: hours },
} as const satisfies Record<string, LimitRule>

/**
 * PDFs made for one address (issue 37 finding 4): each is a second or more of a core. A visitor
 * reads a few tours' programs in a language or two; a PDF already made is served uncounted.
 */
export const renderPerIpRule = (limit: number): LimitRule => ({
  name: 'tour-program-render:ip',
  limit,
  windowSeconds: hours,
})

/** §7 the program PDF (made and linked) and the program ordered by e-mail or WhatsApp. */
export const tourProgramRoutes: FastifyPluginAsyncZod<TourProgramRoutesOptions> = async (
  app,
  { program, limit, trustedProxies, rendersPerAddressPerHour },
) => {
  const renderPerIp = renderPerIpRule(rendersPerAddressPerHour)
  const countSend = (request: FastifyRequest, recipients: readonly (string | null)[]) =>
    limit(request, [
      { rule: tourProgramLimitRules.sendPerIp, key: requestAddress(request, trustedProxies) },
      ...recipients
        .filter((recipient): recipient is string => recipient !== null)
        .map((recipient) => ({ rule: tourProgramLimitRules.sendPerRecipient, key: recipient })),
    ])

  const countRender =
    (request: FastifyRequest): BeforeRender =>
    () =>
      limit(request, [{ rule: renderPerIp, key: requestAddress(request, trustedProxies) }])

  const contextOf = (
    request: FastifyRequest,
    query: Partial<ProgramContext> = {},
  ): ProgramContext => ({
    language: query.language ?? request.language,
    currency: query.currency ?? request.currency,
  })

  app.route({
    ...endpointRoute(endpoints.generateTourProgramPdf),
    handler: async (request) =>
      program.generate(request.query.tour_id, contextOf(request), countRender(request)),
  })

  // The PDF link: bytes, not JSON, so it is described here rather than in the contracts.
  app.get(
    TOUR_PROGRAM_PDF_PATH,
    {
      schema: {
        summary: 'The tour program PDF',
        description:
          'The PDF that private-generate-tour-program-pdf links to, in `language` and `currency` (X-Language and X-Currency when absent), as an attachment named after the tour slug. An unknown or unpublished tour is 404. Making a PDF not yet cached counts against a limit per IP address (past it 429 with type captcha); while every renderer is busy and the queue full the answer is 503 `tour_program_busy` with Retry-After.',
        tags: ['catalogue'],
        querystring: tourProgramPdfQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await program.programPdf(
        request.query.id,
        contextOf(request, request.query),
        countRender(request),
      )
      const etag = `"${file.contentVersion}"`
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('etag', etag)
        // Prices follow the rate: a copy is checked again before it is reused.
        .header('cache-control', 'public, no-cache')
        .header('x-robots-tag', 'noindex')
      if (request.headers['if-none-match'] === etag) return reply.code(304).send()
      return reply.send(file.pdf)
    },
  )

  app.route({
    ...endpointRoute(endpoints.subscribeTourProgram),
    handler: async (request) => {
      const { body } = request
      await countSend(request, [body.email])
      return program.subscribe(
        {
          email: body.email,
          tourId: body.tour_id,
          subscriberId: body.subscriber_id,
          uuid: body.uuid ?? null,
        },
        contextOf(request, body),
        countRender(request),
      )
    },
  })

  app.route({
    ...endpointRoute(endpoints.tourProgramSubscription),
    handler: async (request) => program.subscriptionPage(request.query.uuid, request.language),
  })

  app.route({
    ...endpointRoute(endpoints.unsubscribeTourProgram),
    handler: async (request) => program.unsubscribe(request.body.uuid),
  })

  app.route({
    ...endpointRoute(endpoints.tourProgramOrderViaEmail),
    handler: async (request) => {
      const { body } = request
      await countSend(request, [body.email])
      return program.orderViaEmail(
        { email: body.email, phone: body.phone ?? null, tourId: body.tour_id },
        contextOf(request, body),
        countRender(request),
      )
    },
  })

  app.route({
    ...endpointRoute(endpoints.tourProgramOrderViaWhatsapp),
    handler: async (request) => {
      const { body } = request
      await countSend(request, [body.phone])
      return program.orderViaWhatsapp(
        {
          email: body.email ?? null,
          phone: body.phone,
          requestId: body.request_id ?? null,
          tourId: body.tour_id,
        },
        contextOf(request, body),
        countRender(request),
      )
    },
  })
}
