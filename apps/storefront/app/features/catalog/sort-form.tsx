import { Trans, useLingui } from '@lingui/react/macro'
import { Form, useNavigate } from '@remix-run/react'
import { Button } from '@vitrina/ui/button'
import { Select } from '@vitrina/ui/select'
import { useEffect, useState } from 'react'
import * as styles from './catalog.css.ts'
import { filterParams, type ListingOrdering, type ListingQuery, listingSearch } from './listing-query.ts'

const ORDERINGS: readonly ListingOrdering[] = ['popular', 'price', '-price']

/**
 * The sort of a listing (spec §2: popular, price ascending, price descending) as a GET form with a submit
 * button, so it works without JavaScript. Once the page is hydrated, choosing an option goes straight to the
 * sorted URL (the same clean URL a link would have) and the button stays only for keyboard and screen reader
 * users. The filters ride along; the page does not (a new order starts at page 1).
 */
export function SortForm({ path, query }: { path: string; query: ListingQuery }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [hydrated, setHydrated] = useState(false)
  // Shows the choice at once while the sorted page loads, and follows the URL (back button) after that.
  const [ordering, setOrdering] = useState(query.ordering)
  useEffect(() => setHydrated(true), [])
  useEffect(() => setOrdering(query.ordering), [query.ordering])
  return (
    // Not keyed by the URL: the select keeps keyboard focus while the shopper steps through the options.
    <Form method="get" action={path} preventScrollReset className={styles.inlineForm}>
      {filterParams(query).map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <Select
        id="listing-sort"
        label={<Trans>Sort by</Trans>}
        fieldClassName={styles.sortField}
        name="ordering"
        value={ordering}
        options={[
          { value: 'popular', label: t`Popular` },
          { value: 'price', label: t`Price: low to high` },
          { value: '-price', label: t`Price: high to low` },
        ]}
        onChange={(event) => {
          const next = ORDERINGS.find((o) => o === event.currentTarget.value) ?? 'popular'
          setOrdering(next)
          navigate(`${path}${listingSearch({ ...query, ordering: next, page: 1 })}`, {
            preventScrollReset: true,
          })
        }}
      />
      <Button type="submit" variant="secondary" className={hydrated ? 'visually-hidden' : undefined}>
        <Trans>Sort</Trans>
      </Button>
    </Form>
  )
}
