import type { Chat } from '@tourmarket/contracts'
import type { BrandConfig } from '@tourmarket/domain/brand'
import { Avatar, Button, VisuallyHidden } from '@tourmarket/ui'
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useSearchParams } from 'react-router'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { featureTranslators } from '../../../i18n/translator.ts'
import { useApiCall } from '../../../lib/api-call.ts'
import { useShellLocale } from '../../../lib/shell-data.ts'
import {
  acceptCall,
  attachCalls,
  callState,
  declineCall,
  dismissCall,
  hangUp,
  remoteAudio,
  startCall,
  subscribeCall,
  toggleMute,
} from './call-session.ts'
import { callClock, idleCall, type CallEndOutcome, type CallState } from './call-state.ts'
import { enUsWebCallMessages, type WebCallMessageKey } from './web-call-messages.ts'
import { ruWebCallMessages } from './web-call-messages-ru.ts'
import './web-call.css'

const translators = featureTranslators({ 'en-US': enUsWebCallMessages, ru: ruWebCallMessages })

function useCallText() {
  const { locale } = useI18n()
  return useMemo(() => {
    const translate = translators(locale)
    return (key: WebCallMessageKey, params?: Record<string, string>) => translate(key, params)
  }, [locale])
}

/** Why a call ended, in words; a refused microphone in §8's own ('The microphone access is denied...'). */
function useEndedText() {
  const { t } = useI18n()
  const text = useCallText()
  return (reason: CallEndOutcome) =>
    reason === 'microphone_denied' ? t('errors.microphoneDenied') : text(`webCall.ended.${reason}`)
}

function useCall(): CallState {
  return useSyncExternalStore(subscribeCall, callState, () => idleCall)
}

/** Issue 20: calls in a chat only where the brand enables them for its kind (organizer, support). */
export function canCallIn(brand: BrandConfig, chat: Pick<Chat, 'kind'>): boolean {
  return chat.kind === 'support'
    ? brand.webCalls.canCallToSupport
    : brand.webCalls.canCallToOrganizer
}

/** The other side as the chat's header shows it. */
function peerOf(chat: Chat) {
  return { chatId: chat.id, title: chat.title, avatar: chat.organizer?.logo ?? null }
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1z"
      />
    </svg>
  )
}

/**
 * The chat header's call button (issue 20), only where the brand allows calls in this chat. A
 * link with `?call=start` (tour and organizer pages) starts the call once the chat is loaded.
 */
export function WebCallButton({ chat }: { chat: Chat | null }) {
  const text = useCallText()
  const { brand } = useShellLocale()
  const state = useCall()
  const [params, setParams] = useSearchParams()
  const wantsCall = params.get('call') === 'start'
  const allowed = chat !== null && canCallIn(brand, chat)

  useEffect(() => {
    if (!wantsCall || chat === null) return
    setParams(
      (held) => {
        const next = new URLSearchParams(held)
        next.delete('call')
        return next
      },
      { replace: true },
    )
    if (allowed) void startCall(peerOf(chat))
  }, [wantsCall, chat, allowed, setParams])

  if (!allowed) return null
  const busy = state.phase !== 'idle' && state.phase !== 'ended'
  return (
    <button
      type="button"
      className="web-call-button"
      onClick={() => void startCall(peerOf(chat))}
      disabled={busy}
      aria-label={text('webCall.callLabel', { name: chat.title })}
      data-testid="web-call-start"
    >
      <PhoneIcon />
      <span className="web-call-button__text">{text('webCall.call')}</span>
    </button>
  )
}

function Timer({ since }: { since: number }) {
  const text = useCallText()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const clock = callClock(now - since)
  return (
    <p className="web-call__timer" data-testid="web-call-timer">
      <span aria-hidden="true">{clock}</span>
      <VisuallyHidden>{text('webCall.duration', { time: clock })}</VisuallyHidden>
    </p>
  )
}

/** What the live region says about the call: only phase changes, never the ticking timer. */
function announcement(
  state: CallState,
  text: ReturnType<typeof useCallText>,
  endedText: ReturnType<typeof useEndedText>,
): string {
  switch (state.phase) {
    case 'idle':
      return ''
    case 'preparing':
      return text('webCall.preparing')
    case 'outgoing':
      return text('webCall.outgoing', { name: state.peer.title })
    case 'incoming':
      return text('webCall.incomingFrom', { name: state.peer.title })
    case 'connecting':
      return text('webCall.connecting')
    case 'active':
      return state.muted
        ? text('webCall.muted')
        : text('webCall.active', { name: state.peer.title })
    case 'ended':
      return endedText(state.reason)
  }
}

/** The remote audio: the other side's stream, played as it arrives. */
function RemoteAudio() {
  const ref = useRef<HTMLAudioElement>(null)
  const stream = useSyncExternalStore(subscribeCall, remoteAudio, () => null)
  useEffect(() => {
    const audio = ref.current
    if (audio === null) return
    audio.srcObject = stream
    if (stream !== null) {
      audio.play().catch((error: unknown) => console.warn('The call audio did not start', error))
    }
  }, [stream])
  // A live call's voice has no caption track to offer; the panel and live region say its state.
  // eslint-disable-next-line jsx-a11y/media-has-caption
  return <audio ref={ref} autoPlay data-testid="web-call-audio" />
}

function CallPanel({ state }: { state: Exclude<CallState, { phase: 'idle' }> }) {
  const text = useCallText()
  const endedText = useEndedText()
  const primary = useRef<HTMLButtonElement>(null)
  const { phase } = state
  // The panel's main action takes the focus when the panel appears or changes purpose, so a
  // keyboard user can answer, cancel or hang up at once.
  useEffect(() => {
    primary.current?.focus({ preventScroll: true })
  }, [phase])

  const status =
    phase === 'preparing'
      ? text('webCall.preparing')
      : phase === 'outgoing'
        ? text('webCall.outgoingHint')
        : phase === 'incoming'
          ? text('webCall.incoming')
          : phase === 'connecting'
            ? text('webCall.connecting')
            : phase === 'active'
              ? state.muted
                ? text('webCall.muted')
                : text('webCall.connected')
              : endedText(state.reason)
  const heading =
    phase === 'incoming'
      ? text('webCall.incomingFrom', { name: state.peer.title })
      : phase === 'outgoing' || phase === 'preparing'
        ? text('webCall.outgoing', { name: state.peer.title })
        : state.peer.title

  return (
    <section
      className={`web-call web-call--${phase}`}
      aria-labelledby="web-call-heading"
      data-testid="web-call-panel"
      data-phase={phase}
    >
      <div className="web-call__who">
        {/* Decorative: the heading names the other side. */}
        <span className="web-call__avatar" aria-hidden="true">
          <Avatar name={state.peer.title} src={state.peer.avatar ?? null} size={56} alt="" />
        </span>
        <div className="web-call__text">
          <h2 className="web-call__heading" id="web-call-heading">
            {heading}
          </h2>
          <p
            className={`web-call__status ${phase === 'ended' && state.reason === 'microphone_denied' ? 'web-call__status--error' : ''}`}
            data-testid="web-call-status"
          >
            {status}
          </p>
          {phase === 'ended' && state.reason === 'microphone_denied' ? (
            <p className="web-call__hint" data-testid="web-call-hint">
              {text('webCall.microphoneHint')}
            </p>
          ) : null}
          {phase === 'active' ? <Timer since={state.since} /> : null}
        </div>
      </div>
      <div className="web-call__actions">
        {phase === 'incoming' ? (
          <>
            <Button variant="secondary" className="web-call__decline" onClick={declineCall}>
              {text('webCall.decline')}
            </Button>
            <Button
              ref={primary}
              className="web-call__accept"
              onClick={() => void acceptCall()}
              data-testid="web-call-accept"
            >
              <PhoneIcon /> {text('webCall.accept')}
            </Button>
          </>
        ) : phase === 'active' ? (
          <>
            <Button
              variant="secondary"
              aria-pressed={state.muted}
              onClick={toggleMute}
              data-testid="web-call-mute"
            >
              {state.muted ? text('webCall.unmute') : text('webCall.mute')}
            </Button>
            <Button
              ref={primary}
              className="web-call__hangup"
              onClick={() => hangUp()}
              data-testid="web-call-hangup"
            >
              {text('webCall.hangUp')}
            </Button>
          </>
        ) : phase === 'ended' ? (
          <Button ref={primary} variant="secondary" onClick={dismissCall}>
            {text('webCall.close')}
          </Button>
        ) : (
          <Button
            ref={primary}
            className="web-call__hangup"
            onClick={() => hangUp()}
            data-testid="web-call-cancel"
          >
            {phase === 'connecting' ? text('webCall.hangUp') : text('webCall.cancel')}
          </Button>
        )}
      </div>
    </section>
  )
}

/**
 * The chat page's call layer (issue 20): listens for calls on the tab's socket whichever chat is
 * open, shows the outgoing, incoming, in-call and ended panels, plays the other side's audio and
 * tells screen readers what the call is doing.
 */
export function WebCallLayer() {
  const call = useApiCall()
  const text = useCallText()
  const endedText = useEndedText()
  const state = useCall()
  useEffect(
    () =>
      attachCalls((chatId) =>
        call('phoneCodeWebCallData', {
          body: { is_support_call: false, organizer_id: null, chat_id: chatId },
        }),
      ),
    [call],
  )
  // An ended call's panel goes away by itself after a while (the chat has the record).
  useEffect(() => {
    if (state.phase !== 'ended' || state.reason === 'microphone_denied') return
    const timer = setTimeout(dismissCall, 8000)
    return () => clearTimeout(timer)
  }, [state])

  return (
    <>
      <VisuallyHidden role="status" aria-live="assertive" data-testid="web-call-live">
        {announcement(state, text, endedText)}
      </VisuallyHidden>
      <RemoteAudio />
      {state.phase === 'idle' ? null : <CallPanel state={state} />}
    </>
  )
}
