import type { ChatFile } from '@tourmarket/contracts'
import { CHAT_MESSAGE_MAX_LENGTH, chatMessageError } from '@tourmarket/domain/chat'
import { formatValidationMessage } from '@tourmarket/domain/validation'
import { Button, VisuallyHidden } from '@tourmarket/ui'
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type KeyboardEvent,
} from 'react'
import { useApiClient } from '../../lib/api-client-context.tsx'
import { fileSizeText } from './chat-state.ts'
import { FileIcon } from './chat-file-icon.tsx'
import { useChatText } from './chat-text.ts'
import { uploadChatFile } from './chat-upload.ts'

type Attachment =
  | { readonly state: 'uploading'; readonly name: string; readonly preview: string | null }
  | { readonly state: 'ready'; readonly file: ChatFile; readonly preview: string | null }
  | { readonly state: 'failed'; readonly name: string; readonly preview: null }

/** The picture a chosen image shows before it is sent (a local object URL), or null. */
function localPreview(file: File): string | null {
  return file.type.startsWith('image/') ? URL.createObjectURL(file) : null
}

/**
 * A phone or tablet: its on-screen keyboard has no Shift+Enter to speak of, so the "Enter sends"
 * hint would only confuse there (issue 42). chat.css hides the hint by the same query before the
 * page has started; here the hint also leaves the box's description.
 */
const TOUCH_ONLY_QUERY = '(hover: none) and (pointer: coarse)'

function subscribeTouchOnly(onChange: () => void): () => void {
  const query = window.matchMedia(TOUCH_ONLY_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function useTouchOnly(): boolean {
  return useSyncExternalStore(
    subscribeTouchOnly,
    () => window.matchMedia(TOUCH_ONLY_QUERY).matches,
    () => false,
  )
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line; a file is uploaded as soon as it is
 * chosen (§7 file/upload) and shown with a preview (images) or its name and size. A frozen chat
 * (§4 chat_is_frozen) has the box disabled, with a note.
 */
export function ChatComposer({
  frozen,
  onSend,
  inputRef,
}: {
  frozen: boolean
  onSend: (text: string, file: ChatFile | null) => void
  inputRef: React.RefObject<HTMLTextAreaElement | null>
}) {
  const { text: words, locale } = useChatText()
  const api = useApiClient()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [attachment, setAttachment] = useState<Attachment | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const errorId = useId()
  const touchOnly = useTouchOnly()
  const describedBy = [touchOnly ? null : hintId, error === null ? null : errorId]
    .filter((id) => id !== null)
    .join(' ')
  const upload = useRef<AbortController | null>(null)

  const preview = attachment?.preview ?? null
  useEffect(() => (preview === null ? undefined : () => URL.revokeObjectURL(preview)), [preview])
  useEffect(() => () => upload.current?.abort(), [])

  async function choose(file: File) {
    upload.current?.abort()
    if (api === null) return
    const controller = new AbortController()
    upload.current = controller
    const local = localPreview(file)
    setAttachment({ state: 'uploading', name: file.name, preview: local })
    try {
      const uploaded = await uploadChatFile(api, file, controller.signal)
      if (!controller.signal.aborted)
        setAttachment({ state: 'ready', file: uploaded, preview: local })
    } catch (failure) {
      if (controller.signal.aborted) return
      // §8 upload failure: logged; the box says so and keeps the text.
      console.error('file/upload failed', failure)
      if (local !== null) URL.revokeObjectURL(local)
      setAttachment({ state: 'failed', name: file.name, preview: null })
    }
  }

  function clearAttachment() {
    upload.current?.abort()
    setAttachment(null)
    if (fileInput.current !== null) fileInput.current.value = ''
  }

  function submit(event?: FormEvent) {
    event?.preventDefault()
    if (frozen || attachment?.state === 'uploading') return
    const file = attachment?.state === 'ready' ? attachment.file : null
    const invalid = chatMessageError(text, file !== null)
    if (invalid !== null) {
      setError(formatValidationMessage(invalid, locale))
      return
    }
    onSend(text, file)
    setText('')
    setError(null)
    setAttachment(null)
    if (fileInput.current !== null) fileInput.current.value = ''
    inputRef.current?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }

  if (frozen) {
    return (
      <p className="chat-composer__frozen" role="status">
        {words('chat.composer.frozen')}
      </p>
    )
  }

  return (
    <form className="chat-composer" onSubmit={submit} noValidate>
      {attachment === null ? null : (
        <div className="chat-composer__attachment" data-testid="chat-attachment">
          {attachment.preview === null ? (
            <FileIcon />
          ) : (
            <img
              className="chat-composer__preview"
              src={attachment.preview}
              alt=""
              width={60}
              height={60}
            />
          )}
          <span className="chat-composer__file-text">
            {attachment.state === 'uploading' ? (
              words('chat.composer.uploading', { name: attachment.name })
            ) : attachment.state === 'failed' ? (
              <span className="chat-error-text">{words('chat.composer.uploadFailed')}</span>
            ) : (
              <>
                <span className="chat-file__name">{attachment.file.name}</span>
                <span className="chat-muted">{fileSizeText(attachment.file.size, locale)}</span>
              </>
            )}
          </span>
          <button
            type="button"
            className="chat-icon-button"
            onClick={clearAttachment}
            aria-label={words('chat.composer.removeFile', {
              name: attachment.state === 'ready' ? attachment.file.name : attachment.name,
            })}
          >
            ×
          </button>
        </div>
      )}
      <div className="chat-composer__row">
        <input
          ref={fileInput}
          type="file"
          className="chat-composer__file-input"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file !== undefined) void choose(file)
          }}
        />
        <button
          type="button"
          className="chat-icon-button chat-composer__attach"
          onClick={() => fileInput.current?.click()}
          aria-label={words('chat.composer.attach')}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="m20 11.5-7.8 7.8a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4L15 6.9"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <label className="chat-composer__field">
          <VisuallyHidden>{words('chat.composer.label')}</VisuallyHidden>
          <textarea
            ref={inputRef}
            className="chat-composer__input"
            rows={1}
            value={text}
            maxLength={CHAT_MESSAGE_MAX_LENGTH * 2}
            placeholder={words('chat.composer.placeholder')}
            aria-describedby={describedBy === '' ? undefined : describedBy}
            aria-invalid={error === null ? undefined : true}
            onChange={(event) => {
              setText(event.target.value)
              if (error !== null) setError(null)
            }}
            onKeyDown={onKeyDown}
          />
        </label>
        <Button
          type="submit"
          className="chat-composer__send"
          disabled={attachment?.state === 'uploading'}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M3 11.5 21 3l-6.5 18-3-7.5z" fill="currentColor" />
          </svg>
          <span className="chat-composer__send-text">{words('chat.composer.send')}</span>
        </Button>
      </div>
      {touchOnly ? null : (
        <p id={hintId} className="chat-composer__hint chat-muted" data-testid="chat-enter-hint">
          {words('chat.composer.hint')}
        </p>
      )}
      {error === null ? null : (
        <p id={errorId} className="chat-error-text" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
