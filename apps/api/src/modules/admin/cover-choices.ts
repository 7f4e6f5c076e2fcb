import { AppError } from '../../errors.ts'
import { imageTemplate } from '../../platform/media-item/media-item.ts'

/** How many tours' photos a console cover is offered from (collections, destinations). */
export const COVER_CHOICES = 24

/** The console's cover choices: the first tours' covers (a large set would offer hundreds). */
export function coverChoices(
  tours: readonly { readonly id: number; readonly cover_key: string }[],
): { key: string; image: string; tour_id: number }[] {
  return tours.slice(0, COVER_CHOICES).map((tour) => ({
    key: tour.cover_key,
    image: imageTemplate(tour.cover_key),
    tour_id: tour.id,
  }))
}

/** A 400 naming the field, as the console's forms show it. */
export function invalidField(field: string, message: string): AppError {
  return new AppError({
    code: 'validation_failed',
    message: `Check these fields: ${field}.`,
    errors: { [field]: [message] },
  })
}

/** A cover that is neither kept nor one of the tours' photos. */
export const coverRefused = () => invalidField('cover', 'Choose one of its tours’ photos.')
