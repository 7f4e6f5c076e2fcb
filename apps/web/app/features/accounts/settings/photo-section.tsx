import { isApiHttpError } from '@tourmarket/api-client/client'
import type { Profile } from '@tourmarket/contracts'
import { IMAGE_UPLOAD_MAX_BYTES } from '@tourmarket/contracts/limits'
import { Avatar, Button } from '@tourmarket/ui'
import { useId, useRef, useState, type FormEvent } from 'react'
import { displayName } from '../../../components/site-header/account-name.ts'
import { apiFailureMessage } from '../../../lib/api-failure.ts'
import { useApiCall } from '../../../lib/api-call.ts'
import { useSession } from '../../../lib/session-context.tsx'
import { FormMessage } from '../account-layout.tsx'
import { useAccountsText } from '../accounts-text.ts'
import { PHOTO_TYPES, photoProblem, photoRefusal, type PhotoProblem } from './settings-logic.ts'
import { SettingsSection, useSavedToast } from './settings-section.tsx'

const MAX_MEGABYTES = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)

const problemKeys = {
  missing: 'accounts.settings.photoMissing',
  type: 'accounts.settings.photoWrongType',
  size: 'accounts.settings.photoTooBig',
} as const

/**
 * Settings › photo: the §9 avatar as others see it (initials on a colour until there is a photo),
 * a file chosen here goes through §7 image/upload and then update-profile-photo, which waits for
 * the image to be processed; the header shows the new photo at once. What is wrong with a file
 * (not a photo, too large) shows under the field, whether the browser or the API noticed it.
 */
export function PhotoSection({ user }: { user: Profile }) {
  const { text } = useAccountsText()
  const call = useApiCall()
  const { setUser } = useSession()
  const showSaved = useSavedToast()
  const form = useRef<HTMLFormElement>(null)
  const [problem, setProblem] = useState<PhotoProblem | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null)
  const inputId = useId()
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const name = displayName(user)
  const error = problem === null ? undefined : text(problemKeys[problem], { size: MAX_MEGABYTES })

  /** Shows a refusal: under the field when it is about the file, above the form otherwise. */
  const showFailure = (failure: unknown) => {
    const refusal = isApiHttpError(failure) ? photoRefusal(failure.code) : null
    if (refusal !== null) setProblem(refusal)
    else setMessage(apiFailureMessage(failure, text('accounts.error.generic')))
  }

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy !== null) return
    setMessage(null)
    const input = event.currentTarget.elements.namedItem('image')
    const file = input instanceof HTMLInputElement ? (input.files?.[0] ?? null) : null
    const found = photoProblem(file, IMAGE_UPLOAD_MAX_BYTES)
    setProblem(found)
    if (found !== null || file === null) {
      if (input instanceof HTMLInputElement) input.focus()
      return
    }
    setBusy('upload')
    try {
      // §7 image/upload: the multipart part `image`.
      const body = new FormData()
      body.append('image', file, file.name)
      const { id: avatarId } = await call('imageUpload', { body })
      setUser(await call('userUpdateProfilePhoto', { body: { avatar_id: avatarId } }))
      form.current?.reset()
      showSaved(text('accounts.settings.photoSaved'))
    } catch (failure) {
      showFailure(failure)
    } finally {
      setBusy(null)
    }
  }

  const remove = async () => {
    if (busy !== null) return
    setMessage(null)
    setProblem(null)
    setBusy('remove')
    try {
      setUser(await call('userUpdateProfilePhoto', { body: { avatar_id: null } }))
      showSaved(text('accounts.settings.photoRemoved'))
    } catch (failure) {
      showFailure(failure)
    } finally {
      setBusy(null)
    }
  }

  return (
    <SettingsSection id="settings-photo" title={text('accounts.settings.photo')}>
      <div className="settings-photo">
        <Avatar
          name={name}
          src={user.avatar}
          alt={text('accounts.settings.photoAlt')}
          className="settings-photo__avatar"
        />
        <form
          ref={form}
          className="account-form settings-photo__form"
          noValidate
          onSubmit={(event) => void upload(event)}
        >
          <FormMessage message={message} />
          <div className="tm-field">
            <label htmlFor={inputId} className="tm-field__label">
              {text('accounts.settings.photoChoose')}
            </label>
            <input
              id={inputId}
              type="file"
              name="image"
              accept={PHOTO_TYPES.join(',')}
              className="settings-photo__input"
              aria-invalid={error === undefined ? undefined : true}
              aria-describedby={error === undefined ? hintId : `${hintId} ${errorId}`}
              onChange={() => setProblem(null)}
            />
            <p id={hintId} className="tm-field__hint">
              {text('accounts.settings.photoHint', { size: MAX_MEGABYTES })}
            </p>
            {error === undefined ? null : (
              <p id={errorId} className="tm-field__error" role="alert">
                {error}
              </p>
            )}
          </div>
          <div className="settings-form__actions">
            <Button type="submit" className="settings-form__submit" loading={busy === 'upload'}>
              {text('accounts.settings.photoSubmit')}
            </Button>
            {user.avatar === null ? null : (
              <Button
                type="button"
                variant="secondary"
                className="settings-form__submit"
                loading={busy === 'remove'}
                onClick={remove}
              >
                {text('accounts.settings.photoRemove')}
              </Button>
            )}
          </div>
        </form>
      </div>
    </SettingsSection>
  )
}
