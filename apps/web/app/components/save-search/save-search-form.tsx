import type { SearchFilter } from '@tourmarket/domain/search'
import { toApiParams } from '@tourmarket/domain/search'
import { Button } from '@tourmarket/ui'
import { Form } from 'react-router'
import { useShellLocale } from '../../lib/shell-data.ts'
import { localizedPath } from '../../routing/localized-paths.ts'
import { saveSearchTranslator } from './save-search-messages.ts'
import './save-search.css'

/** The API keeps a saved search's name to this many characters. */
const SAVED_SEARCH_LABEL_MAX = 300

function nameWithin(label: string, max: number): string {
  return label.length <= max ? label : `${label.slice(0, max - 1)}…`
}

/**
 * 'Save this search' on the tours page (issue 44 item 2): a plain form posting the page's filter
 * (and its landing's slug), named by the page's heading and chips, to the alerts page, which saves it and alerts on new tours matching
 * it. A visitor not signed in is sent to log in first, as every page for the signed-in does.
 */
export function SaveSearchForm({ filter, label }: { filter: SearchFilter; label: string }) {
  const { locale } = useShellLocale()
  const t = saveSearchTranslator(locale)
  const query = new URLSearchParams(toApiParams(filter)).toString()
  return (
    <Form method="post" action={localizedPath('/alerts', locale)} className="save-search">
      <input type="hidden" name="intent" value="save-search" />
      <input type="hidden" name="query" value={query} />
      <input type="hidden" name="label" value={nameWithin(label, SAVED_SEARCH_LABEL_MAX)} />
      <Button type="submit" variant="secondary" aria-describedby="save-search-hint">
        {t('saveSearch.button')}
      </Button>
      <span id="save-search-hint" className="save-search__hint">
        {t('saveSearch.hint')}
      </span>
    </Form>
  )
}
