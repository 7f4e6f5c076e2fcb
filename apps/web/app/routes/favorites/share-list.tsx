import { sharedTourIdsParam } from '@tourmarket/domain/session'
import { VisuallyHidden } from '@tourmarket/ui'
import { useId, useState } from 'react'
import { useFavoritesText } from './favorites-text.ts'

/** The address's key for a shared list's tour ids. */
export const SHARED_IDS_PARAM = 'ids'

/**
 * Issue 42: the link that shows this list to someone else: the tour ids in the address, so it
 * needs no account or stored token and always shows the tours as they were shared.
 */
export function ShareList({ ids }: { ids: readonly number[] }) {
  const { text, path } = useFavoritesText()
  const id = useId()
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null)
  const url = `${window.location.origin}${path('/favorites')}?${SHARED_IDS_PARAM}=${sharedTourIdsParam(ids)}`
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    )
  }
  return (
    <section className="favorites-page__share" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="favorites-page__share-title">
        {text('favoritesPage.shareTitle')}
      </h2>
      <p className="favorites-page__share-text">{text('favoritesPage.shareText')}</p>
      <div className="favorites-page__share-row">
        <VisuallyHidden>
          <label htmlFor={`${id}-link`}>{text('favoritesPage.shareLink')}</label>
        </VisuallyHidden>
        <input
          id={`${id}-link`}
          className="favorites-page__share-link"
          type="url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button" onClick={copy}>
          {text('favoritesPage.copy')}
        </button>
      </div>
      <p role="status" className="favorites-page__share-status">
        {copied === null
          ? ''
          : copied === 'copied'
            ? text('favoritesPage.copied')
            : text('favoritesPage.copyFailed')}
      </p>
    </section>
  )
}
