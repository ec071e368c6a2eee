/** The API searches at most 200 characters; a longer text is cut, not refused. */
export const MAX_SEARCH_LENGTH = 200

/** The search page without a query: the search form. */
export const SEARCH_FORM_PATH = '/catalog/search/'

/** A typed search text as searched: trimmed, inner runs of white space made one space, at most 200 chars. */
export function normalizeSearch(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH).trim()
}

/**
 * The results page of a search text (spec §2 `/catalog/search/{query}/`); the form path for a blank one.
 * The text is one path segment, so '/', '?' and '#' in it are encoded too.
 */
export function searchPath(text: string): string {
  const query = normalizeSearch(text)
  return query === '' ? SEARCH_FORM_PATH : `${SEARCH_FORM_PATH}${encodeURIComponent(query)}/`
}

/**
 * Where a search request must go first, or null to answer it here. `?q=` (the header's GET form) goes to
 * that query's path; a query path the form would not produce (blank, extra spaces, too long) goes to the
 * one it would, keeping the rest of the query string (the page).
 */
export function searchRedirect(url: URL, pathQuery: string | undefined): string | null {
  const typed = url.searchParams.get('q')
  if (typed !== null) return searchPath(typed)
  if (pathQuery === undefined || pathQuery === normalizeSearch(pathQuery)) return null
  return `${searchPath(pathQuery)}${url.search}`
}
