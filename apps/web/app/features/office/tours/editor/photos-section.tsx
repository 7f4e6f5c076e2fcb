import { IMAGE_UPLOAD_MAX_BYTES } from '@tourmarket/contracts/limits'
import { imageSizes, imageUrl } from '@tourmarket/domain/media'
import { TextField, VisuallyHidden } from '@tourmarket/ui'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useRevalidator } from 'react-router'
import { useApiCall } from '../../../../lib/api-call.ts'
import type { OfficeTour, OfficeTourOptions } from '../tour-types.ts'
import { useToursText } from '../tours-text.ts'
import { FieldError } from './editor-fields.tsx'
import { uploadRefusal } from './editor-refusals.ts'
import { photosValues, postedPhotos, rowField, type PhotosValues } from './editor-values.ts'
import { applyListMove, type ListMove } from './list-edit.ts'
import { EditableList, useListRows } from './list-rows.tsx'
import { localeFieldName, useLocaleLabel } from './locale-fields.ts'
import {
  EditorSection,
  SectionForm,
  useFieldErrors,
  useListEdit,
  usePostedFields,
} from './section-form.tsx'
import { photoFileProblem, PHOTO_FILE_TYPES, type UploadState } from './photo-upload.ts'

const MAX_MEGABYTES = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)
/** How often the page asks again while a photo is still being processed. */
const PROCESSING_POLL_MS = 3000

/**
 * The upload form. With the page's script each chosen photo is checked (type, size), then sent to
 * photo-upload one after another, each with its own state; without it the form posts the files to
 * the route's action, which sends them on.
 */
function PhotoUpload({ tourId }: { tourId: number }) {
  const { text } = useToursText()
  const call = useApiCall()
  const revalidator = useRevalidator()
  const errorOf = useFieldErrors('photo-upload')
  const inputId = useId()
  const form = useRef<HTMLFormElement>(null)
  const [uploads, setUploads] = useState<readonly UploadState[]>([])
  const [missing, setMissing] = useState(false)
  const busy = uploads.some((upload) => upload.state === 'queued' || upload.state === 'sending')
  const done = uploads.filter((upload) => upload.state !== 'queued' && upload.state !== 'sending')

  const update = (index: number, state: UploadState['state']) =>
    setUploads((current) =>
      current.map((upload, position) => (position === index ? { ...upload, state } : upload)),
    )

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const input = event.currentTarget.elements.namedItem('image')
    const files = input instanceof HTMLInputElement ? [...(input.files ?? [])] : []
    setMissing(files.length === 0)
    if (files.length === 0) {
      if (input instanceof HTMLInputElement) input.focus()
      return
    }
    const queue: UploadState[] = files.map((file) => {
      const problem = photoFileProblem(file, IMAGE_UPLOAD_MAX_BYTES)
      return { name: file.name, state: problem ?? 'queued' }
    })
    setUploads(queue)
    for (const [index, file] of files.entries()) {
      if (queue[index]?.state !== 'queued') continue
      update(index, 'sending')
      try {
        const body = new FormData()
        body.append('id', String(tourId))
        body.append('image', file, file.name)
        await call('officeTourPhotoUpload', { body })
        update(index, 'done')
      } catch (error) {
        update(index, uploadRefusal(error) ?? 'failed')
      }
    }
    form.current?.reset()
    void revalidator.revalidate()
  }

  const stateText = (state: UploadState['state']) => {
    switch (state) {
      case 'queued':
        return text('tours.photos.queued')
      case 'sending':
        return text('tours.photos.sending')
      case 'done':
        return text('tours.photos.done')
      case 'type':
        return text('tours.photos.wrongType')
      case 'size':
        return text('tours.photos.tooBig', { size: MAX_MEGABYTES })
      case 'failed':
        return text('tours.photos.failed')
      default: {
        const unknown: never = state
        return String(unknown)
      }
    }
  }

  const error = missing ? text('tours.photos.missing') : errorOf('image')
  return (
    <SectionForm
      intent="photo-upload"
      multipart
      submitLabel={text('tours.photos.upload')}
      className="office-tour-upload"
      onSubmit={upload}
      formRef={form}
      busy={busy}
    >
      <div className="tm-field">
        <label htmlFor={inputId} className="tm-field__label">
          {text('tours.photos.choose')}
        </label>
        <input
          id={inputId}
          type="file"
          name="image"
          multiple
          accept={PHOTO_FILE_TYPES.join(',')}
          className="office-tour-file"
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={`${inputId}-hint${error === undefined ? '' : ` ${inputId}-error`}`}
          onChange={() => setMissing(false)}
        />
        <p id={`${inputId}-hint`} className="tm-field__hint">
          {text('tours.photos.lead', { size: MAX_MEGABYTES })}
        </p>
        <FieldError id={`${inputId}-error`} message={error} />
      </div>
      {uploads.length === 0 ? null : (
        <div className="office-tour-uploads">
          <progress
            className="office-tour-uploads__bar"
            max={uploads.length}
            value={done.length}
            aria-label={text('tours.photos.uploading', {
              done: done.length,
              total: uploads.length,
            })}
          />
          <ul className="office-tour-uploads__list" aria-live="polite">
            {uploads.map((item, index) => (
              <li
                key={`${item.name}-${String(index)}`}
                className={`office-tour-upload-item office-tour-upload-item--${item.state}`}
              >
                <span className="office-tour-upload-item__name">{item.name}</span>
                <span className="office-tour-upload-item__state">{stateText(item.state)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </SectionForm>
  )
}

/** The gallery: order (buttons, or Alt + arrows on a photo), descriptions, cover, removal. */
function Gallery({
  values,
  tour,
  options,
}: {
  values: PhotosValues
  tour: OfficeTour
  options: OfficeTourOptions
}) {
  const { text } = useToursText()
  const errorOf = useFieldErrors('photos')
  const localeLabel = useLocaleLabel()
  const { rows, move } = useListRows('photos', values.photos)
  // The image and its processing come from the tour as last loaded, so a photo that becomes
  // ready shows without drawing the form again (and losing what was typed).
  const stored = new Map(tour.photos.map((photo) => [photo.media_id, photo]))
  const [announcement, setAnnouncement] = useState('')
  const focusAfterMove = useRef<number | null>(null)
  const handles = useRef(new Map<number, HTMLButtonElement>())
  const hintId = useId()
  const cover = values.cover ?? rows[0]?.value.media_id ?? null

  useEffect(() => {
    const key = focusAfterMove.current
    if (key === null) return
    focusAfterMove.current = null
    handles.current.get(key)?.focus()
  })

  /** A photo's handle moves it with the arrow keys, and keeps the focus as it goes. */
  const moveWithKeys = (event: KeyboardEvent<HTMLButtonElement>, index: number, key: number) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return
    event.preventDefault()
    const to = event.key === 'ArrowUp' ? index - 1 : index + 1
    if (to < 0 || to >= rows.length) return
    focusAfterMove.current = key
    move({ kind: event.key === 'ArrowUp' ? 'up' : 'down', index })
    setAnnouncement(
      text('tours.photos.moved', { position: index + 1, to: to + 1, total: rows.length }),
    )
  }
  const moveWithButton = (listMove: ListMove) => {
    move(listMove)
    if (listMove.kind === 'add') return
    const to = listMove.kind === 'up' ? listMove.index : listMove.index + 2
    if (listMove.kind !== 'remove') {
      setAnnouncement(
        text('tours.photos.moved', { position: listMove.index + 1, to, total: rows.length }),
      )
    }
  }

  if (rows.length === 0) return <p className="office-tour-muted">{text('tours.photos.none')}</p>
  return (
    <>
      <p id={hintId} className="tm-field__hint">
        {text('tours.photos.keyboardHint')}
      </p>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <EditableList
        list="photos"
        rows={rows}
        onMove={moveWithButton}
        listClassName="office-tour-photos"
        rowClassName="office-tour-photo"
        moveLabels={(position) => ({
          up: text('tours.photos.moveUp', { position }),
          down: text('tours.photos.moveDown', { position }),
          remove: text('tours.photos.deletePhoto', { position }),
        })}
        renderRow={(row, index) => {
          const position = index + 1
          const photo = row.value
          const image = stored.get(photo.media_id) ?? photo
          return (
            <>
              <input
                type="hidden"
                name={rowField('photos', index, 'media_id')}
                value={photo.media_id}
              />
              <div className="office-tour-photo__image">
                <button
                  type="button"
                  ref={(node) => {
                    if (node === null) handles.current.delete(row.key)
                    else handles.current.set(row.key, node)
                  }}
                  className="office-tour-photo__handle"
                  aria-label={text('tours.photos.handle', { position, total: rows.length })}
                  aria-describedby={hintId}
                  onKeyDown={(event) => moveWithKeys(event, index, row.key)}
                >
                  <span aria-hidden="true">⠿</span>
                </button>
                {image.status === 'ready' ? (
                  <img
                    src={imageUrl(image.image, imageSizes.photoPreview2x)}
                    alt={photo.alt}
                    width={185}
                    height={122}
                    loading="lazy"
                  />
                ) : (
                  <span className="office-tour-photo__processing">
                    {text(
                      image.status === 'failed'
                        ? 'tours.photos.processingFailed'
                        : 'tours.photos.processing',
                    )}
                  </span>
                )}
                {photo.media_id === cover ? (
                  <span className="office-tour-photo__badge">
                    {text('tours.photos.coverBadge')}
                  </span>
                ) : null}
              </div>
              <div className="office-tour-photo__fields">
                {options.offered_locales.map((locale) => (
                  <TextField
                    key={locale}
                    label={text('tours.field.altIn', { language: localeLabel(locale) })}
                    name={rowField('photos', index, localeFieldName('alt', locale))}
                    defaultValue={locale === 'ru' ? photo.alt_ru : photo.alt}
                    error={errorOf(rowField('photos', index, localeFieldName('alt', locale)))}
                    maxLength={300}
                  />
                ))}
                <label className="office-tour-choice">
                  <input
                    type="radio"
                    name="cover_media_id"
                    value={photo.media_id}
                    defaultChecked={photo.media_id === cover}
                  />
                  <span>{text('tours.photos.makeCover')}</span>
                </label>
              </div>
            </>
          )
        }}
      />
    </>
  )
}

/** Photos: upload several, then order, describe, choose the cover and delete. */
export function PhotosSection({ tour, options }: { tour: OfficeTour; options: OfficeTourOptions }) {
  const { text } = useToursText()
  const posted = usePostedFields('photos')
  const revalidator = useRevalidator()
  let values = posted === null ? photosValues(tour) : postedPhotos(posted, tour)
  const edit = useListEdit('photos')
  if (edit?.list === 'photos')
    values = { ...values, photos: applyListMove(values.photos, edit.move) }
  const processing = tour.photos.some((photo) => photo.status === 'processing')
  useEffect(() => {
    if (!processing) return
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate()
    }, PROCESSING_POLL_MS)
    return () => clearInterval(timer)
  }, [processing, revalidator])
  return (
    <EditorSection section="photos">
      <PhotoUpload tourId={tour.id} />
      <SectionForm
        intent="photos"
        key={JSON.stringify([
          values.cover,
          values.photos.map((photo) => [photo.media_id, photo.alt, photo.alt_ru]),
        ])}
        submitLabel={text('tours.photos.saveOrder')}
      >
        <Gallery values={values} tour={tour} options={options} />
      </SectionForm>
    </EditorSection>
  )
}
