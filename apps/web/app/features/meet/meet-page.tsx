import { isApiHttpError } from '@tourmarket/api-client/client'
import type { MeetFile } from '@tourmarket/contracts'
import { MEET_TEXT_MAX_LENGTH } from '@tourmarket/contracts/limits'
import { initialMeetText } from '@tourmarket/domain/meet'
import { Button, Modal, Textarea } from '@tourmarket/ui'
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { useApiClient } from '../../lib/api-client-context.tsx'
import { callApi, useApiCall } from '../../lib/api-call.ts'
import type { MeetPageData } from './meet.server.ts'
import { meetFileHref } from './meet-file-link.ts'
import type { MeetActionAnswer } from './meet-form-values.ts'
import { useMeetText } from './meet-text.ts'
import { TravelGroups } from './travel-groups.tsx'

/** §2: the error dialog is 600 px wide. */
const ERROR_DIALOG_WIDTH = 600

/** §2 "A loader is shown while loading": saving or uploading, the form says so and waits. */
function Loader() {
  const { text } = useMeetText()
  return (
    <p className="meet-loader" role="status">
      <span className="meet-loader__spinner" aria-hidden="true" />
      {text('meet.loading')}
    </p>
  )
}

function FileItem({
  file,
  busy,
  onRemove,
}: {
  file: MeetFile
  busy: boolean
  onRemove: (file: MeetFile) => void
}) {
  const { text } = useMeetText()
  const href = meetFileHref(file)
  return (
    <li className="meet-files__item">
      <input type="hidden" name="files" value={file.id} />
      {href === null ? (
        <span className="meet-files__name">
          {file.name} <span className="meet-files__muted">({text('meet.form.processing')})</span>
        </span>
      ) : (
        <a className="meet-files__name" href={href} target="_blank" rel="noopener noreferrer">
          {file.name}
        </a>
      )}
      {/* Without JavaScript this posts the form with remove_file; with it, the click is taken. */}
      <Button
        type="submit"
        name="remove_file"
        value={String(file.id)}
        variant="ghost"
        className="meet-files__remove"
        aria-label={text('meet.form.removeLabel', { name: file.name })}
        disabled={busy}
        onClick={(event) => {
          event.preventDefault()
          onRemove(file)
        }}
      >
        {text('meet.form.remove')}
      </Button>
    </li>
  )
}

/** The right column: §4 meet form (template, text, files, Submit and the legal note). */
function MeetForm({
  data,
  posted,
  onSaved,
  onError,
}: {
  data: MeetPageData
  posted: MeetActionAnswer | null
  onSaved: () => void
  onError: (message: string) => void
}) {
  const { meet, key } = data
  const words = useMeetText()
  const { text, path } = words
  const call = useApiCall()
  const api = useApiClient()
  const templates = meet.meet_data_templates
  const [meetText, setMeetText] = useState(
    posted?.text ?? initialMeetText(meet.organizer_meet_data, templates),
  )
  const [files, setFiles] = useState<readonly MeetFile[]>(() =>
    meet.files.filter((file) => file.id !== posted?.removedFileId),
  )
  const [busy, setBusy] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const headingId = useId()
  const templateId = useId()
  const filesId = useId()
  const filesHintId = useId()

  /** §8: only a 404 shows the server's message; anything else is logged. */
  function failed(error: unknown, what: string) {
    if (isApiHttpError(error) && error.status === 404) onError(error.message)
    else console.error(`meet ${what} failed`, error)
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])]
    if (chosen.length === 0 || api === null) return
    setBusy(true)
    try {
      const form = new FormData()
      form.append('key', key)
      for (const file of chosen) form.append('file', file, file.name)
      const { files: added } = await callApi(api, 'meetFileSave', { body: form })
      setFiles((current) => [...current, ...added])
    } catch (error) {
      // §8 upload failure: logged only (a 404 key still says so, as the save does).
      failed(error, 'upload')
    } finally {
      if (fileInput.current !== null) fileInput.current.value = ''
      setBusy(false)
    }
  }

  async function remove(file: MeetFile) {
    setBusy(true)
    try {
      await call('meetFileDelete', { body: { file_id: file.id, key } })
      setFiles((current) => current.filter((candidate) => candidate.id !== file.id))
    } catch (error) {
      failed(error, 'file removal')
    } finally {
      setBusy(false)
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    try {
      const saved = await call('meetSave', {
        body: {
          contract_id: meet.contract_id,
          organizer_meet_data: meetText,
          files: files.map((file) => file.id),
          key,
        },
      })
      setFiles(saved.files)
      onSaved()
    } catch (error) {
      failed(error, 'save')
    } finally {
      setBusy(false)
    }
  }

  const legalLink = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener">
      {label}
    </a>
  )
  const [beforeTerms = '', afterTerms = ''] = text('meet.form.note', {
    terms: '\u0000',
    privacy: '\u0001',
  }).split('\u0000')
  const [betweenLinks = '', afterPrivacy = ''] = afterTerms.split('\u0001')

  return (
    <section className="meet-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="meet-card__title">
        {text('meet.form.title')}
      </h2>
      <p className="meet-card__lead">{text('meet.form.lead')}</p>
      <form
        method="post"
        encType="multipart/form-data"
        className="meet-form"
        aria-busy={busy}
        onSubmit={submit}
      >
        <input type="hidden" name="key" value={key} />
        <input type="hidden" name="contract_id" value={meet.contract_id} />
        {templates.length > 0 ? (
          <div className="tm-field">
            <label htmlFor={templateId} className="tm-field__label">
              {text('meet.form.template')}
            </label>
            <select
              id={templateId}
              className="tm-input meet-form__select"
              // The text starts from the first template (§4), so the first is the one shown.
              defaultValue="0"
              onChange={(event) => {
                const chosen = templates[Number(event.target.value)]
                // §4: selecting a template replaces the text.
                if (chosen !== undefined) setMeetText(chosen.template)
              }}
            >
              {templates.map((template, index) => (
                <option key={template.name} value={index}>
                  {template.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <Textarea
          label={text('meet.form.text')}
          name="organizer_meet_data"
          rows={10}
          maxLength={MEET_TEXT_MAX_LENGTH}
          value={meetText}
          onValueChange={setMeetText}
        />
        <fieldset className="meet-files" aria-describedby={filesHintId}>
          <legend className="tm-field__label">{text('meet.form.files')}</legend>
          {files.length > 0 ? (
            <ul className="meet-files__list">
              {files.map((file) => (
                <FileItem key={file.id} file={file} busy={busy} onRemove={remove} />
              ))}
            </ul>
          ) : null}
          <label htmlFor={filesId} className="meet-files__attach">
            {text('meet.form.attach')}
          </label>
          <input
            id={filesId}
            ref={fileInput}
            className="meet-files__input"
            type="file"
            name="file"
            multiple
            accept="image/*,.heic,.pdf,.doc,.docx,.xls,.xlsx"
            disabled={busy}
            onChange={upload}
          />
          <p id={filesHintId} className="meet-files__hint">
            {text('meet.form.filesHint')}
          </p>
        </fieldset>
        {busy ? <Loader /> : null}
        <div className="meet-form__footer">
          <Button type="submit" disabled={busy}>
            {text('meet.form.submit')}
          </Button>
          <p className="meet-form__note">
            {beforeTerms}
            {legalLink(path('/agreement'), text('meet.form.terms'))}
            {betweenLinks}
            {legalLink(path('/privacy'), text('meet.form.privacy'))}
            {afterPrivacy}
          </p>
        </div>
      </form>
    </section>
  )
}

/**
 * §2 meet page: the title, the tour (a link), its dates and the request number, then two
 * columns: the tourists' arrival and departure, and the meeting-text form. Saved, the success
 * dialog; a 404 on saving, the error dialog with the server's message (600 px).
 */
/** A live link of a booking cancelled since: why the page closed, not a bare "Page not found". */
export function MeetCancelledPage() {
  const { text } = useMeetText()
  return (
    <main className="meet-page">
      <header className="meet-page__header">
        <h1 className="meet-page__title">{text('meet.cancelled.title')}</h1>
        <p>{text('meet.cancelled.text')}</p>
      </header>
    </main>
  )
}

export function MeetPage({
  data,
  posted,
}: {
  data: MeetPageData
  posted: MeetActionAnswer | null
}) {
  const { meet } = data
  const { text, path } = useMeetText()
  // The dialogs answer the page's own calls; a form posted without JavaScript (before hydration)
  // is answered by the notice below, which the server renders.
  const [successOpen, setSuccessOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const postedError = posted?.error ?? null
  const touristsHeadingId = useId()
  return (
    <main className="meet-page">
      <header className="meet-page__header">
        <h1 className="meet-page__title">{text('meet.title')}</h1>
        <p className="meet-page__tour">
          <a href={path(`/${meet.tour_data.slug}`)}>{meet.tour_data.name}</a>
        </p>
        <dl className="meet-page__facts">
          <div>
            <dt>{text('meet.dates')}</dt>
            <dd>{meet.tour_data.dates}</dd>
          </div>
          <div>
            <dt>{text('meet.request')}</dt>
            <dd>{text('meet.requestValue', { id: meet.request_id })}</dd>
          </div>
          <div>
            <dt>{text('meet.contract')}</dt>
            <dd data-testid="meet-contract-state">
              {text(`meet.contract.${meet.contract_state}`)}
            </dd>
          </div>
        </dl>
      </header>
      {data.saved && posted === null ? (
        <div className="meet-notice meet-notice--success" role="status">
          <p className="meet-notice__title">{text('meet.success.title')}</p>
          <p>{text('meet.success.text')}</p>
        </div>
      ) : null}
      {postedError === null ? null : (
        <div className="meet-notice meet-notice--error" role="alert">
          <p className="meet-notice__title">{text('meet.error.title')}</p>
          <p>{postedError}</p>
        </div>
      )}
      <div className="meet-page__columns">
        <TravelGroups meet={meet} headingId={touristsHeadingId} />
        <MeetForm
          data={data}
          posted={posted}
          onSaved={() => setSuccessOpen(true)}
          onError={setError}
        />
      </div>
      <Modal
        title={text('meet.success.title')}
        description={text('meet.success.text')}
        open={successOpen}
        onOpenChange={setSuccessOpen}
        closeLabel={text('meet.close')}
        footer={<Button onClick={() => setSuccessOpen(false)}>{text('meet.close')}</Button>}
      />
      <Modal
        title={text('meet.error.title')}
        description={error ?? ''}
        open={error !== null}
        onOpenChange={(open) => {
          if (!open) setError(null)
        }}
        width={ERROR_DIALOG_WIDTH}
        closeLabel={text('meet.close')}
        footer={<Button onClick={() => setError(null)}>{text('meet.close')}</Button>}
      />
    </main>
  )
}
