import { useState } from 'react'
import { densitySrcSet, imageUrl } from '../photo-preview/media-url.ts'
import './avatar.css'

/** §9: avatar 48 px by default, 5 background colours. */
export const AVATAR_SIZE = 48
export const AVATAR_COLOR_COUNT = 5

/** §9: initials from the first two words ('Anna Maria Rossi' → 'AM'); letters only, upper case. */
export function avatarInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/u)
    .slice(0, 2)
    .map((word) => [...word.replace(/[^\p{L}\p{N}]/gu, '')][0] ?? '')
    .join('')
    .toLocaleUpperCase()
}

/**
 * Which of the 5 colours (1–5) a name gets: a hash of the name, so one person keeps one colour
 * on every page and every visit.
 */
export function avatarColorIndex(name: string): number {
  let hash = 0
  for (const character of name.trim()) {
    hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0
  }
  return (hash % AVATAR_COLOR_COUNT) + 1
}

export type AvatarProps = {
  name: string
  /** A photo URL or §3 media template; without one, or if it fails to load, initials show. */
  src?: string | null
  /** Defaults to the name. */
  alt?: string
  size?: number
  className?: string
}

/** A round photo of a person, or their initials on a colour chosen from their name. */
export function Avatar({ name, src, alt = name, size = AVATAR_SIZE, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const showImage = src !== undefined && src !== null && src !== '' && failedSrc !== src
  const classes = ['tm-avatar', className].filter(Boolean).join(' ')
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) }

  if (showImage) {
    // The media endpoint renders only the sizes of §9 (48 and 96 for avatars); CSS scales them.
    const oneX = { width: AVATAR_SIZE, height: AVATAR_SIZE }
    const twoX = { width: AVATAR_SIZE * 2, height: AVATAR_SIZE * 2 }
    return (
      <img
        className={classes}
        style={style}
        src={imageUrl(src, oneX)}
        srcSet={densitySrcSet(src, oneX, twoX)}
        width={size}
        height={size}
        alt={alt}
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
      />
    )
  }
  // An empty alt makes the initials decorative, as it does the photo: hidden, not an unnamed image.
  const meaning = alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt }
  return (
    <span className={classes} style={style} data-color={avatarColorIndex(name)} {...meaning}>
      <span aria-hidden="true">{avatarInitials(name)}</span>
    </span>
  )
}
