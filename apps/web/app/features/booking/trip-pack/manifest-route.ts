import { localizedPath } from '../../../routing/localized-paths.ts'
import { getServerEnv } from '../../../lib/env.server.ts'
import { shellRequestOf } from '../../../lib/shell-context.server.ts'
import type { Route } from './+types/manifest-route.ts'
import { PACK_HEADER } from '../../../lib/offline-packs/cache-policy.ts'
import { tripPackWords } from './trip-pack-text.ts'

/**
 * The trip pack's web app manifest: installed, the app opens this one pack, in its language. It
 * names only the booking number, so it needs no session; the pack's worker keeps it with the page.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  if (!/^\d+$/.test(params.id)) throw new Response(null, { status: 404 })
  const { locale } = shellRequestOf(context)
  const start = localizedPath(`/${getServerEnv().bookingBasePath}/trip-pack/${params.id}`, locale)
  const name = tripPackWords(locale, 'tripPack.title', { id: params.id })
  return Response.json(
    {
      name,
      short_name: `№ ${params.id}`,
      lang: locale === 'ru' ? 'ru' : 'en',
      start_url: start,
      scope: start,
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#ffffff',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    },
    {
      headers: {
        'Content-Type': 'application/manifest+json',
        [PACK_HEADER]: params.id,
        'Cache-Control': 'private, no-cache',
      },
    },
  )
}
