import { isApiHttpError } from '@tourmarket/api-client/client'
import { imageSizes, imageUrl } from '@tourmarket/domain/media'
import { REVIEW_PHOTOS_MAX } from '@tourmarket/domain/reviews'
import { useId, useRef, useState, useSyncExternalStore } from 'react'
import { useApiCall } from '../../lib/api-call.ts'
import { KEPT_PHOTO_FIELD, reviewImageUploadBody, type ReviewPhoto } from './review-form-values.ts'
import { useReviewText } from './review-text.ts'

const noSubscription = () => () => undefined

/** False while hydrating (the server's HTML), true once the browser renders on its own. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/** A review photo's preview: the local one while a new photo is re-encoded, else the served one. */
export function ReviewPhotoImage({
  photo,
  number,
  lazy = false,
}: {
  photo: ReviewPhoto
  number: number
  lazy?: boolean
}) {
  const { text } = useReviewText()
  return (
    <img
      className="review-photos__image"
      src={photo.preview ?? imageUrl(photo.image, imageSizes.photoPreview2x)}
      alt={text('review.photoAlt', { number })}
      width={imageSizes.photoPreview.width}
      height={imageSizes.photoPreview.height}
      loading={lazy ? 'lazy' : undefined}
    />
  )
}

/**
 * Up to 10 photos with previews and a remove button each. Uploading needs the page's script, so
 * before hydration only the photos already in the review show, each kept by a hidden field.
 * A just-uploaded photo is previewed from the file itself (the server is still re-encoding it);
 * removing it deletes it with its token, removing a photo of the review leaves it out on saving.
 */
export function ReviewPhotos({
  uuid,
  photos,
  onChange,
  error,
}: {
  /** The review link's uuid, which the upload carries. */
  uuid: string
  photos: readonly ReviewPhoto[]
  onChange: (photos: readonly ReviewPhoto[]) => void
  error: string | undefined
}) {
  const { text } = useReviewText()
  const hydrated = useHydrated()
  const call = useApiCall()
  const inputId = useId()
  const hintId = `${inputId}-hint`
  const [uploading, setUploading] = useState(0)
  const [message, setMessage] = useState<string | null>(null)
  const latest = useRef(photos)
  latest.current = photos

  async function upload(files: readonly File[]) {
    setMessage(null)
    const room = REVIEW_PHOTOS_MAX - latest.current.length - uploading
    if (files.length > room) setMessage(text('review.tooManyPhotos', { max: REVIEW_PHOTOS_MAX }))
    const chosen = files.slice(0, Math.max(room, 0))
    setUploading((count) => count + chosen.length)
    // One at a time, in the order chosen: the server processes images one by one anyway.
    for (const file of chosen) {
      try {
        const body = reviewImageUploadBody(uuid, file)
        const uploaded = await call('uploadReviewImage', { body })
        // Kept after the form is gone: the thank-you shows the same previews.
        const preview = URL.createObjectURL(file)
        onChange([
          ...latest.current,
          { id: uploaded.id, image: uploaded.url, token: uploaded.token, preview },
        ])
      } catch (failure) {
        const reason =
          isApiHttpError(failure) && failure.message !== ''
            ? failure.message
            : text('review.failed')
        setMessage(text('review.uploadFailed', { name: file.name, reason }))
      } finally {
        setUploading((count) => count - 1)
      }
    }
  }

  function remove(photo: ReviewPhoto) {
    onChange(latest.current.filter((candidate) => candidate.id !== photo.id))
    if (photo.preview !== undefined) URL.revokeObjectURL(photo.preview)
    if (photo.token !== undefined) {
      // Best effort: a photo left behind is never shown, as no review names it.
      call('deleteImage', { query: { id: photo.id, token: photo.token } }).catch(() => undefined)
    }
  }

  const full = photos.length + uploading >= REVIEW_PHOTOS_MAX
  return (
    <fieldset className="review-photos" aria-describedby={hintId}>
      <legend className="review-photos__legend">{text('review.photos')}</legend>
      <p id={hintId} className="review-photos__hint">
        {text('review.photosHint', { max: REVIEW_PHOTOS_MAX })}
      </p>
      {photos.length > 0 ? (
        <ul className="review-photos__list">
          {photos.map((photo, index) => (
            <li key={photo.id} className="review-photos__item">
              <ReviewPhotoImage photo={photo} number={index + 1} />
              {photo.token === undefined ? (
                <input type="hidden" name={KEPT_PHOTO_FIELD} value={photo.id} />
              ) : null}
              {hydrated ? (
                <button
                  type="button"
                  className="review-photos__remove"
                  aria-label={text('review.removePhoto', { number: index + 1 })}
                  onClick={() => remove(photo)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {hydrated ? (
        <div className="review-photos__add">
          <input
            id={inputId}
            className="review-photos__input"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            multiple
            disabled={full}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])]
              event.target.value = ''
              void upload(files)
            }}
          />
          <label
            htmlFor={inputId}
            className="tm-button tm-button--secondary review-photos__button"
            aria-disabled={full ? true : undefined}
          >
            {text('review.addPhotos')}
          </label>
          {uploading > 0 ? (
            <span className="review-photos__status" role="status">
              {text('review.uploading')}
            </span>
          ) : null}
        </div>
      ) : (
        // Each photo is uploaded on its own and sent with its token, which needs a script; the
        // rating and the text still post without one.
        <noscript>
          <p className="review-photos__hint">{text('review.photosNeedScript')}</p>
        </noscript>
      )}
      <div role="alert" className="review-photos__message">
        {message ?? error ?? null}
      </div>
    </fieldset>
  )
}
