import { COLOUR_PARAM, pageSearch } from './product-links.ts'

export type RevalidationArgs = {
  currentUrl: URL
  nextUrl: URL
  formMethod?: string | undefined
  actionResult?: unknown
  defaultShouldRevalidate: boolean
}

/**
 * Whether the product page reloads its data. A colour switch or the one-off `added` flag is view state, so
 * it does not; a successful add to cart changes nothing on this page (the layout's cart count still reloads),
 * while a refused one does, since the stock may have changed. Anything else follows Remix's default.
 */
export function shouldRevalidateProductPage(args: RevalidationArgs): boolean {
  const { currentUrl, nextUrl, formMethod, actionResult, defaultShouldRevalidate } = args
  if (formMethod === 'POST') return !isSuccess(actionResult)
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate
  const loaderQuery = (url: URL) => pageSearch(url.search, { [COLOUR_PARAM]: null })
  return loaderQuery(currentUrl) === loaderQuery(nextUrl) ? false : defaultShouldRevalidate
}

function isSuccess(result: unknown): boolean {
  return typeof result === 'object' && result !== null && 'ok' in result && result.ok === true
}
