/**
 * A place on OpenStreetMap's site (decision 0064 keeps the trip's maps on our own tiles; on the
 * road a traveller opens the place in a maps site or app instead, which phones hand on to their
 * map app). Coordinates rounded to ~1 m.
 */
export function mapLink(place: { latitude: number; longitude: number }, zoom: number): string {
  const lat = place.latitude.toFixed(5)
  const lon = place.longitude.toFixed(5)
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${String(zoom)}/${lat}/${lon}`
}

/** A meeting point shows its street; a day's city the town around it. */
export const MEETING_ZOOM = 17
export const DAY_ZOOM = 12
