import { Modal } from '@tourmarket/ui'
import { useEffect, useId, useRef, useState } from 'react'
import { Form } from 'react-router'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { localizedPath } from '../../routing/localized-paths.ts'
import { RecentlyViewedTours } from './recently-viewed-tours.tsx'

/**
 * The field's name: the home page answers `?phrase=` by opening the first completion's search
 * results (a landing such as /georgia), as its own search box does without JavaScript.
 */
const PHRASE_PARAM = 'phrase'

/** The anchor the header's search link names: without JavaScript, CSS shows the form there. */
const FALLBACK_ID = 'site-search'

function SearchForm({
  focusOnOpen = false,
  onSearch,
}: {
  focusOnOpen?: boolean
  onSearch?: () => void
}) {
  const { t, locale } = useI18n()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  // The dialog opened because the visitor wants to type: its field takes focus (before Radix's
  // own first-element focus, which leaves an element inside that already has it).
  useEffect(() => {
    if (focusOnOpen) input.current?.focus()
  }, [focusOnOpen])
  return (
    <Form
      method="get"
      action={localizedPath('/', locale)}
      role="search"
      className="header-search__form"
      onSubmit={onSearch}
    >
      <label className="header-search__label" htmlFor={`${id}-phrase`}>
        {t('site.search.label')}
      </label>
      <div className="header-search__row">
        <input
          id={`${id}-phrase`}
          className="header-search__input"
          type="search"
          name={PHRASE_PARAM}
          placeholder={t('site.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          ref={input}
        />
        <button className="header-search__submit" type="submit">
          {t('site.search.submit')}
        </button>
      </div>
    </Form>
  )
}

/**
 * Issue 42: the header's search on every page. The link opens a dialog (kit Modal, Radix) with
 * the field and the recently viewed tours, so the visitor keeps their page until they search;
 * the search itself is a GET form to the home page's phrase search, which opens the results.
 * Before hydration the link points at a copy of the form that CSS (:target) shows under the header.
 */
export function HeaderSearch() {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  return (
    <>
      <a
        href={`#${FALLBACK_ID}`}
        className="site-header__link site-header__search"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault()
          setOpen(true)
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{t('site.header.search')}</span>
      </a>
      <div id={FALLBACK_ID} className="header-search__fallback">
        <SearchForm />
      </div>
      <Modal
        title={t('site.header.search')}
        open={open}
        onOpenChange={setOpen}
        className="header-search__dialog"
        closeLabel={t('common.close')}
      >
        <SearchForm focusOnOpen onSearch={() => setOpen(false)} />
        <RecentlyViewedTours onChoose={() => setOpen(false)} />
      </Modal>
    </>
  )
}
