/** `#rrggbb` colours and the mixing the pictures need (plain sRGB mixing is good enough here). */
type Rgb = readonly [number, number, number]

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]
}

function toHex([red, green, blue]: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0')
  return `#${channel(red)}${channel(green)}${channel(blue)}`
}

/** The colour `amount` of the way from `from` to `to` (0 = from, 1 = to). */
export function mix(from: string, to: string, amount: number): string {
  const a = toRgb(from)
  const b = toRgb(to)
  return toHex([
    a[0] + (b[0] - a[0]) * amount,
    a[1] + (b[1] - a[1]) * amount,
    a[2] + (b[2] - a[2]) * amount,
  ])
}

export function lighten(color: string, amount: number): string {
  return mix(color, '#ffffff', amount)
}

export function darken(color: string, amount: number): string {
  return mix(color, '#000000', amount)
}

/** Rotates the hue a little, for variety between scenes of one theme. */
export function shiftHue(color: string, degrees: number): string {
  const [red, green, blue] = toRgb(color).map((value) => value / 255) as unknown as Rgb
  const max = Math.max(red, green, blue)
  const min = Math.min(red, green, blue)
  const lightness = (max + min) / 2
  if (max === min) return color
  const delta = max - min
  const saturation = delta / (1 - Math.abs(2 * lightness - 1))
  let hue =
    max === red
      ? ((green - blue) / delta) % 6
      : max === green
        ? (blue - red) / delta + 2
        : (red - green) / delta + 4
  hue = (hue * 60 + degrees + 360) % 360
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1))
  const m = lightness - chroma / 2
  const sector = Math.floor(hue / 60)
  const [r, g, b] =
    sector === 0
      ? [chroma, x, 0]
      : sector === 1
        ? [x, chroma, 0]
        : sector === 2
          ? [0, chroma, x]
          : sector === 3
            ? [0, x, chroma]
            : sector === 4
              ? [x, 0, chroma]
              : [chroma, 0, x]
  return toHex([(r + m) * 255, (g + m) * 255, (b + m) * 255])
}
