import { Trans, useLingui } from '@lingui/react/macro'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { productCountText } from '@vitrina/domain/plural'
import { Button } from '@vitrina/ui/button'
import { TextField } from '@vitrina/ui/text-field'
import { forwardCacheHeaders, pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import * as styles from '../../features/catalog/catalog.css.ts'
import { ListingPager } from '../../features/catalog/listing-pager.tsx'
import { EMPTY_LISTING_QUERY } from '../../features/catalog/listing-query.ts'
import { ProductList } from '../../features/catalog/product-list.tsx'
import { MAX_SEARCH_LENGTH, SEARCH_FORM_PATH, searchPath } from '../../features/catalog/search-path.ts'
import { seoMeta } from '../../features/catalog/seo-meta.ts'
import { useLocale } from '../../lib/root-data.ts'
import { loadSearch } from './search.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const headers = forwardCacheHeaders

export async function loader({ request, params }: LoaderFunctionArgs) {
  return data(await loadSearch(request, params), { headers: pageCacheHeaders(request) })
}

/** The search form of the page itself (the header has one too; this one keeps the query for editing). */
function SearchForm({ text }: { text: string }) {
  const { t } = useLingui()
  return (
    <Form
      key={text}
      method="get"
      action={SEARCH_FORM_PATH}
      role="search"
      aria-label={t`Search again`}
      className={styles.inlineForm}
    >
      <TextField
        id="search-page-query"
        label={<Trans>Search products</Trans>}
        labelHidden
        fieldClassName={styles.searchField}
        name="q"
        type="search"
        defaultValue={text}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={t`Search products`}
      />
      <Button type="submit">
        <Trans>Search</Trans>
      </Button>
    </Form>
  )
}

/** "Did you mean …?": a link to the search of the corrected words. */
function Suggestion({ text }: { text: string }) {
  const link = <Link to={searchPath(text)}>{text}</Link>
  return (
    <p className={styles.suggestion}>
      <Trans>Did you mean {link}?</Trans>
    </p>
  )
}

/** Search (spec §2 `/catalog/search/{query}/`): results with pages, the no-results text of spec §8. */
export default function SearchPage() {
  const { text, path, results, display } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <>
      <h1 className={styles.title}>{text === '' ? <Trans>Search</Trans> : <Trans>Search: {text}</Trans>}</h1>
      <SearchForm text={text} />
      {results === null ? null : results.count === 0 ? (
        <div className={styles.empty} role="status">
          <p>
            <strong>
              <Trans>Unfortunately, nothing was found for your query</Trans>
            </strong>
          </p>
          <p>
            <Trans>Check if you have spelled the product name correctly</Trans>
          </p>
          {results.suggestion ? <Suggestion text={results.suggestion} /> : null}
        </div>
      ) : (
        <section aria-labelledby="results-title">
          <h2 id="results-title" className={styles.sectionTitle}>
            {productCountText(results.count, locale)}
          </h2>
          {results.suggestion ? <Suggestion text={results.suggestion} /> : null}
          <ProductList products={results.products} display={display} label={t`Search results`} />
          <ListingPager
            path={path}
            query={{ ...EMPTY_LISTING_QUERY, page: results.pages.page }}
            pages={results.pages}
          />
        </section>
      )}
    </>
  )
}
