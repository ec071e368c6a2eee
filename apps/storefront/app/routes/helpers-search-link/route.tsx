import { Trans, useLingui } from '@lingui/react/macro'
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { Button } from '@vitrina/ui/button'
import { Checkbox } from '@vitrina/ui/checkbox'
import { Select } from '@vitrina/ui/select'
import { TextField } from '@vitrina/ui/text-field'
import { useEffect, useRef, useState } from 'react'
import * as styles from '../../features/checkout/checkout.css.ts'
import {
  categoryOptions,
  readSearchLink,
  type SearchLinkError,
} from '../../features/search-link/search-link.ts'
import { catalogReads } from '../../lib/catalog-cache.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'searchLink')
// The page is the same for everyone (no account data): a short public cache like the catalogue's.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=60' })

/**
 * /helpers/search-link (spec §2 names it without showing it; decision 023): a GET form that turns search
 * words, or a category with sort and filters, into the canonical link of that page, with a copy button and the
 * link as plain selectable text (the fallback when the clipboard is not available, and without JavaScript).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  const categories = categoryOptions(await catalogReads(context).listCategories())
  const url = new URL(request.url)
  const result = readSearchLink(url.searchParams, categories)
  return {
    categories,
    result,
    link: result.state === 'ready' ? new URL(result.path, url.origin).toString() : null,
  }
}

function useErrorText(): (error: SearchLinkError) => string {
  const { t } = useLingui()
  return (error) => {
    switch (error) {
      case 'choose_one':
        return t`Choose either search words or a category: the search page does not filter by category`
      case 'nothing':
        return t`Enter search words or choose a category`
      case 'unknown_category':
        return t`There is no such category in the catalogue`
      case 'price_range':
        return t`Enter prices as numbers, the lower one first`
      case 'filters_need_category':
        return t`Sort and filters apply to a category: choose one instead of search words`
    }
  }
}

export default function SearchLinkPage() {
  const { categories, result, link } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const errorText = useErrorText()
  const { form } = result
  const error = result.state === 'invalid' ? result.error : null
  const linkField = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)
  // After the form is sent, the focus goes to the result: the link, or the reason there is none.
  useEffect(() => {
    if (link) linkField.current?.focus()
    else if (error) document.getElementById('search-link-error')?.focus()
  }, [link, error])
  const copy = () => {
    if (!link) return
    navigator.clipboard
      .writeText(link)
      .then(() => setCopied('yes'))
      .catch(() => {
        // No clipboard (permission, an old browser): select the text so the shopper copies it by hand.
        linkField.current?.select()
        setCopied('no')
      })
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Search link</Trans>
      </h1>
      <p className={styles.hint}>
        <Trans>
          Make a link that opens the catalogue with your search or a category with its sort and filters, to
          send to someone or to put in a post.
        </Trans>
      </p>
      <Form method="get" className={styles.section} aria-labelledby="search-link-form-title">
        <h2 id="search-link-form-title" className={styles.sectionTitle}>
          <Trans>What the link opens</Trans>
        </h2>
        <TextField
          id="search-link-q"
          name="q"
          label={t`Search words`}
          defaultValue={form.q}
          maxLength={200}
        />
        <Select
          id="search-link-category"
          name="category"
          label={t`Or a category`}
          placeholder={t`No category`}
          options={categories}
          defaultValue={form.category}
        />
        <Select
          id="search-link-ordering"
          name="ordering"
          label={t`Sort (category only)`}
          options={[
            { value: 'popular', label: t`Popular first` },
            { value: 'price', label: t`Cheaper first` },
            { value: '-price', label: t`More expensive first` },
          ]}
          defaultValue={form.ordering}
        />
        <div className={styles.grid}>
          <TextField
            id="search-link-price-min"
            name="price_min"
            label={t`Price from`}
            inputMode="decimal"
            defaultValue={form.priceMin}
            maxLength={20}
          />
          <TextField
            id="search-link-price-max"
            name="price_max"
            label={t`Price to`}
            inputMode="decimal"
            defaultValue={form.priceMax}
            maxLength={20}
          />
        </div>
        <Checkbox
          id="search-link-in-stock"
          name="in_stock"
          value="1"
          label={t`In stock only`}
          defaultChecked={form.inStock}
        />
        {error ? (
          <p id="search-link-error" className={styles.error} role="alert" tabIndex={-1}>
            {errorText(error)}
          </p>
        ) : null}
        <Button type="submit">
          <Trans>Make the link</Trans>
        </Button>
      </Form>
      {link ? (
        <section className={styles.section} aria-labelledby="search-link-result-title">
          <h2 id="search-link-result-title" className={styles.sectionTitle}>
            <Trans>Your link</Trans>
          </h2>
          <TextField
            ref={linkField}
            id="search-link-result"
            label={t`Link`}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className={styles.row}>
            <Button type="button" onClick={copy}>
              <Trans>Copy the link</Trans>
            </Button>
            <a href={link}>
              <Trans>Open it</Trans>
            </a>
          </div>
          <p className={styles.hint} aria-live="polite">
            {copied === 'yes' ? <Trans>The link is copied.</Trans> : null}
            {copied === 'no' ? (
              <Trans>Copying is not available here: the link is selected, copy it by hand.</Trans>
            ) : null}
          </p>
        </section>
      ) : null}
    </div>
  )
}
