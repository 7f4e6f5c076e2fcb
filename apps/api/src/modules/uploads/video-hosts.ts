/** §3 Media item video hosts, by the domains their pages live on. */
const videoHostDomains: ReadonlyArray<readonly [domain: string, host: string]> = [
  ['youtube.com', 'YouTube'],
  ['youtu.be', 'YouTube'],
  ['youtube-nocookie.com', 'YouTube'],
  ['rutube.ru', 'RuTube'],
  ['vimeo.com', 'Vimeo'],
]

/**
 * The video host whose page an address is (its domain or a subdomain, e.g. www., m., player.),
 * or null. Such a page is HTML around a player, never the video file, so file/upload-video
 * refuses it and asks for it as a video link instead of fetching it.
 */
export function videoHostOf(url: URL): string | null {
  const hostname = url.hostname.toLowerCase().replace(/\.$/, '')
  const match = videoHostDomains.find(
    ([domain]) => hostname === domain || hostname.endsWith(`.${domain}`),
  )
  return match?.[1] ?? null
}
