import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link, useLocation, useNavigate } from '@remix-run/react'
import type { Facets } from '@vitrina/api-client/schemas'
import { currencySign } from '@vitrina/domain/format'
import { Button, buttonClass } from '@vitrina/ui/button'
import { Checkbox } from '@vitrina/ui/checkbox'
import { TextField } from '@vitrina/ui/text-field'
import type { FormEvent } from 'react'
import * as styles from './catalog.css.ts'
import { type ListingQuery, listingSearch, parseListingQuery, withoutFilters } from './listing-query.ts'

/** The filter values to offer: the facets, plus any chosen value the facets no longer list (to unselect it). */
function optionsOf(facet: readonly string[], chosen: readonly string[]): string[] {
  return [...facet, ...chosen.filter((value) => !facet.includes(value))]
}

/** "1590.00" -> "1590": a hint for the price fields. */
function amountHint(amount: string | null): string | undefined {
  return amount === null ? undefined : String(Number(amount))
}

function FacetGroup({
  name,
  legend,
  values,
  chosen,
}: {
  name: 'size' | 'color' | 'brand'
  legend: string
  values: readonly string[]
  chosen: readonly string[]
}) {
  if (values.length === 0) return null
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {values.map((value) => (
          <Checkbox
            key={value}
            name={name}
            value={value}
            defaultChecked={chosen.includes(value)}
            label={value}
          />
        ))}
      </div>
    </fieldset>
  )
}

/** "From" and "To" amounts; the placeholders show the cheapest and dearest price of the listing. */
function PriceFields({ query, facets, currency }: { query: ListingQuery; facets: Facets; currency: string }) {
  const { i18n } = useLingui()
  // "Цена, ₽" / "Price, $": the sign, as prices are shown, not the ISO code.
  const sign = currencySign(currency, i18n.locale)
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <Trans>Price, {sign}</Trans>
      </legend>
      <div className={styles.range}>
        {(
          [
            ['price_min', <Trans key="from">From</Trans>, query.priceMin, facets.price_min],
            ['price_max', <Trans key="to">To</Trans>, query.priceMax, facets.price_max],
          ] as const
        ).map(([name, label, value, hint]) => (
          <TextField
            key={name}
            label={label}
            type="number"
            name={name}
            min={0}
            step="any"
            inputMode="decimal"
            defaultValue={value}
            placeholder={amountHint(hint)}
          />
        ))}
      </div>
    </fieldset>
  )
}

/**
 * The filter panel: a GET form whose result is an ordinary URL (works without JavaScript, can be shared).
 * Applying filters starts again at page 1 and keeps the chosen sort; "Reset" drops the filters only.
 */
export function ListingFilters({
  path,
  query,
  facets,
  currency,
  inSheet = false,
}: {
  path: string
  query: ListingQuery
  facets: Facets
  currency: string
  /** In the phone's sheet: the sheet's title names the form, and the frame and heading are left out. */
  inSheet?: boolean
}) {
  const { t } = useLingui()
  const { search } = useLocation()
  const navigate = useNavigate()
  // With JavaScript, go to the same URL a link would have (no empty `price_min=`, stable order); without,
  // the browser submits the form as is and the loader reads it just the same.
  const applyClean = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') params.append(name, value)
    }
    navigate(`${path}${listingSearch(parseListingQuery(params))}`, { preventScrollReset: true })
  }
  const resetHref = `${path}${listingSearch(withoutFilters(query))}`
  return (
    // Keyed by the URL so that the uncontrolled fields show the applied filters after each navigation.
    <Form
      key={search}
      method="get"
      action={path}
      preventScrollReset
      onSubmit={applyClean}
      className={inSheet ? `${styles.filters} ${styles.filtersInSheet}` : styles.filters}
      aria-labelledby={inSheet ? undefined : 'filters-title'}
      aria-label={inSheet ? t`Filters` : undefined}
    >
      {inSheet ? null : (
        <h2 id="filters-title" className={styles.filtersTitle}>
          <Trans>Filters</Trans>
        </h2>
      )}
      {query.ordering === 'popular' ? null : <input type="hidden" name="ordering" value={query.ordering} />}
      <FacetGroup
        name="size"
        legend={t`Size`}
        values={optionsOf(facets.sizes, query.sizes)}
        chosen={query.sizes}
      />
      <FacetGroup
        name="color"
        legend={t`Color`}
        values={optionsOf(facets.colors, query.colors)}
        chosen={query.colors}
      />
      <FacetGroup
        name="brand"
        legend={t`Brand`}
        values={optionsOf(facets.brands, query.brands)}
        chosen={query.brands}
      />
      <PriceFields query={query} facets={facets} currency={currency} />
      <Checkbox
        name="in_stock"
        value="1"
        defaultChecked={query.inStock}
        label={<Trans>In stock only</Trans>}
      />
      <div className={styles.actions}>
        <Button type="submit">
          <Trans>Apply</Trans>
        </Button>
        <Link to={resetHref} className={buttonClass({ variant: 'secondary' })} preventScrollReset>
          <Trans>Reset</Trans>
        </Link>
      </div>
    </Form>
  )
}
