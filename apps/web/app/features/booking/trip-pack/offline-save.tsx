import type { Locale } from '@tourmarket/domain/i18n'
import { useEffect, useState } from 'react'
import {
  canKeepOffline,
  savePackOffline,
  savedPackRegistration,
} from '../../../lib/offline-packs/offline-packs.ts'
import { useTripPackText } from './trip-pack-text.ts'

type SaveState = 'checking' | 'unsupported' | 'unsaved' | 'saving' | 'saved' | 'failed'

function timeText(instant: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(instant),
  )
}

/** The pack's own address: its worker's scope, so the worker keeps this page only. */
const packScope = () => `${window.location.origin}${window.location.pathname}`

/**
 * "Save for offline" and what the device holds: saved (with when this copy was made), or, with no
 * network, that this is the copy. A worker needs JavaScript, so nothing shows before hydration;
 * the time is the browser's, so it is written only after hydration too.
 */
export function OfflineSave({ renderedAt }: { renderedAt: string }) {
  const { text, locale } = useTripPackText()
  const [state, setState] = useState<SaveState>('checking')
  const [online, setOnline] = useState(true)

  useEffect(() => {
    const update = () => setOnline(navigator.onLine)
    update()
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])

  useEffect(() => {
    if (!canKeepOffline()) {
      setState('unsupported')
      return
    }
    let current = true
    savedPackRegistration(packScope()).then(
      (registration) => {
        if (current) setState(registration === undefined ? 'unsaved' : 'saved')
      },
      () => {
        if (current) setState('unsaved')
      },
    )
    return () => {
      current = false
    }
  }, [])

  const save = async () => {
    setState('saving')
    try {
      await savePackOffline(packScope())
      setState('saved')
    } catch (error) {
      console.warn('The trip pack could not be saved for offline', error)
      setState('failed')
    }
  }

  if (state === 'checking') return null
  const time = timeText(renderedAt, locale)
  if (!online) {
    return (
      <p className="tp-offline tp-offline--away" role="status">
        {text('tripPack.offline.offline', { time })}
      </p>
    )
  }
  if (state === 'unsupported') {
    return <p className="tp-offline">{text('tripPack.offline.unsupported')}</p>
  }
  if (state === 'saved') {
    return (
      <p className="tp-offline tp-offline--saved" role="status">
        {text('tripPack.offline.saved', { time })}
      </p>
    )
  }
  return (
    <div className="tp-offline">
      <button type="button" className="button" disabled={state === 'saving'} onClick={save}>
        {state === 'saving' ? text('tripPack.offline.saving') : text('tripPack.offline.save')}
      </button>
      <p className="tp-offline__hint">{text('tripPack.offline.hint')}</p>
      {state === 'failed' ? (
        <p className="tp-offline__failed" role="alert">
          {text('tripPack.offline.failed')}
        </p>
      ) : null}
    </div>
  )
}
