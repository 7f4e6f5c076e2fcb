import { isApiHttpError } from '@tourmarket/api-client'
import { data, redirect } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { getServerEnv } from '../../../lib/env.server.ts'
import { privatePageMeta } from '../../../lib/private-page-meta.ts'
import { apiClientOf, shellRequestOf } from '../../../lib/shell-context.server.ts'
import { localizedPath } from '../../../routing/localized-paths.ts'
import { sitePageOf } from '../../../routing/route-access.server.ts'
import { SessionRestore } from '../booking-page/booking-parts.tsx'
import { qrCodeSvg } from '../booking-page/qr/qr-code.server.ts'
import type { Route } from './+types/route.ts'
import { PACK_HEADER } from '../../../lib/offline-packs/cache-policy.ts'
import { TripPackPage } from './trip-pack-page.tsx'
import { tripPackWords, useTripPackText } from './trip-pack-text.ts'
import '../booking-page/booking.css'
import './trip-pack.css'

/**
 * Issue 44 item 6: `booking/trip-pack/{id}`, the owner's trip pack of a paid booking. The API
 * refuses anyone else (the §8 403 screen) and an unpaid or cancelled booking, which leads back to
 * its booking page. A rendered pack carries the header the service worker keeps copies by.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  sitePageOf(context)
  const id = Number(params.id)
  const { locale } = shellRequestOf(context)
  const bookingPath = `/${getServerEnv().bookingBasePath}/${String(id)}`
  let pack
  try {
    pack = await callApi(apiClientOf(context), 'requestTripPack', { query: { id } })
  } catch (error) {
    if (isApiHttpError(error)) {
      if (error.status === 401) return { restoring: true as const }
      if (error.status === 409) throw redirect(localizedPath(bookingPath, locale))
      if (error.status === 403 || error.status === 404) {
        throw new Response(null, { status: error.status })
      }
    }
    throw error
  }
  // The code holds the booking's uuid link in the page language, as the QR page's does.
  const link = new URL(localizedPath(pack.link, locale), new URL(request.url).origin).href
  return data(
    { pack, svg: await qrCodeSvg(link), bookingPath, renderedAt: new Date().toISOString() },
    { headers: { [PACK_HEADER]: String(pack.id), 'Cache-Control': 'private, no-store' } },
  )
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = (args) => [
  ...privatePageMeta(args, (locale) =>
    args.loaderData !== undefined && 'pack' in args.loaderData
      ? tripPackWords(locale, 'tripPack.title', { id: args.loaderData.pack.id })
      : tripPackWords(locale, 'tripPack.title', { id: args.params.id }),
  ),
  // Installable as an app that opens this pack (its manifest is beside it).
  { tagName: 'link', rel: 'manifest', href: `${args.location.pathname}/manifest.webmanifest` },
]

export default function TripPackRoute({ loaderData }: Route.ComponentProps) {
  const { path } = useTripPackText()
  if (!('pack' in loaderData)) {
    return (
      <main className="bp-page">
        <SessionRestore loginPath={path('/login')} />
      </main>
    )
  }
  return (
    <TripPackPage
      pack={loaderData.pack}
      svg={loaderData.svg}
      bookingPath={loaderData.bookingPath}
      renderedAt={loaderData.renderedAt}
    />
  )
}
