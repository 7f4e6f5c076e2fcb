/**
 * Issue 42: the id of the search results' list, which the header's "Skip to results" link names.
 * The list takes focus (tabindex -1), so the next Tab reaches the first result.
 */
export const SEARCH_RESULTS_ID = 'search-results'
