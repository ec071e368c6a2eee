import { msg } from '@lingui/core/macro'
import { redirect } from '@remix-run/node'
import type { Params } from '@remix-run/react'
import { notFound, siteName } from '../../features/catalog/listing.server.ts'
import { LISTING_PAGE_SIZE, parseListingQuery } from '../../features/catalog/listing-query.ts'
import { isPageOutOfRange, pageInfo } from '../../features/catalog/pagination.ts'
import { cardDisplay, toCardView } from '../../features/catalog/product-cards.ts'
import {
  normalizeSearch,
  SEARCH_FORM_PATH,
  searchPath,
  searchRedirect,
} from '../../features/catalog/search-path.ts'
import { type PageSeo, pageTitle } from '../../features/catalog/seo-meta.ts'
import { catalogReads } from '../../lib/catalog-cache.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { createServerI18n } from '../../lib/i18n/messages.server.ts'

/**
 * The search pages (spec §2 `/catalog/search/{query}/`). The header's form GETs `/catalog/search/?q=…`,
 * which redirects to the query's own path (one URL per query, so results can be cached and shared); a
 * blank query shows the search form. Results pages are kept out of search engines' indexes (noindex):
 * every typed text would otherwise become an indexed page.
 */
export async function loadSearch(request: Request, params: Params) {
  const url = new URL(request.url)
  const target = searchRedirect(url, params.query)
  if (target !== null) throw redirect(target)
  const text = normalizeSearch(params.query)

  const context = await storefrontContext(request)
  const { page } = parseListingQuery(url.searchParams)
  const [i18n, results] = await Promise.all([
    createServerI18n(context.locale),
    text === ''
      ? null
      : catalogReads(context).listProducts({ search: text, page, page_size: LISTING_PAGE_SIZE }),
  ])
  if (results && isPageOutOfRange(page, results.count, LISTING_PAGE_SIZE)) notFound()

  const site = siteName(context.company)
  // <title> is rendered by `meta`, outside React, so these texts are translated here.
  const title = text === '' ? i18n._(msg`Search`) : i18n._(msg`Search: ${text}`)
  const seo: PageSeo = {
    title: pageTitle(title, site),
    description: '',
    canonical: null,
    image: null,
    siteName: site,
    locale: context.locale,
    noindex: true,
  }
  return {
    text,
    path: text === '' ? SEARCH_FORM_PATH : searchPath(text),
    results: results && {
      products: results.results.map(toCardView),
      count: results.count,
      // "Did you mean": the API's correction of misspelt words, offered as a link to its own search.
      suggestion: results.suggestion ?? null,
      pages: pageInfo(page, results.count, LISTING_PAGE_SIZE),
    },
    display: cardDisplay(context.company),
    seo,
  }
}
