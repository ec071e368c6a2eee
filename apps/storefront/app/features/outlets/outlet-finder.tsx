import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link, useNavigate, useNavigation } from '@remix-run/react'
import type { PlaceSuggestion } from '@vitrina/api-client/schemas/outlet'
import { OUTLET_SERVICES } from '@vitrina/api-client/schemas/outlet'
import { Button } from '@vitrina/ui/button'
import { Checkbox } from '@vitrina/ui/checkbox'
import { Combobox } from '@vitrina/ui/combobox'
import { EmptyState } from '@vitrina/ui/empty-state'
import { Radio } from '@vitrina/ui/radio'
import { TabLinks } from '@vitrina/ui/tab-links'
import { TextField } from '@vitrina/ui/text-field'
import { useEffect, useMemo, useRef, useState } from 'react'
import { MapView } from '../maps/map-view.tsx'
import type { OutletView } from './finder.server.ts'
import { type FinderQuery, finderSearch, shopHref, shopsHref } from './finder-query.ts'
import { OutletCard } from './outlet-card.tsx'
import { useOutletTexts } from './outlet-texts.ts'
import * as styles from './outlets.css.ts'
import { currentPosition } from './position.ts'

type Props = {
  region: { slug: string; name: string; lat: number; lon: number }
  regions: { slug: string; name: string }[]
  query: FinderQuery
  outlets: OutletView[]
  locale: string
}

/**
 * The outlet finder (spec §2): search by address, street, city or mall (place suggestions with JavaScript),
 * filters, sort, the List and On the map tabs (links: every state is a URL), "Nearest to me" with the
 * browser's position, and the nothing-found state. Without JavaScript: a GET form and the list.
 */
export function OutletFinder({ region, regions, query, outlets, locale }: Props) {
  const { t } = useLingui()
  const texts = useOutletTexts(locale)
  const base = shopsHref(region.slug)
  const [selected, setSelected] = useState<number | null>(null)
  const list = (
    <OutletList outlets={outlets} region={region.slug} query={query} locale={locale} headingLevel={2} />
  )
  const chosen = outlets.find((o) => o.id === selected)
  return (
    <>
      <FinderForm base={base} query={query} />
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>
          <Trans>City</Trans>
        </legend>
        <ul className={styles.regions}>
          {regions.map((r) => (
            <li key={r.slug}>
              <Link to={shopsHref(r.slug)} aria-current={r.slug === region.slug ? 'page' : undefined}>
                {r.name}
              </Link>
            </li>
          ))}
        </ul>
      </fieldset>
      <Form method="get" action={base} className={styles.form} aria-label={t`Filters`}>
        {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
        {query.point ? (
          <>
            <input type="hidden" name="lat" value={query.point.lat} />
            <input type="hidden" name="lon" value={query.point.lon} />
            {query.near ? <input type="hidden" name="near" value={query.near} /> : null}
          </>
        ) : null}
        {query.view === 'map' ? <input type="hidden" name="view" value="map" /> : null}
        <fieldset className={styles.filters}>
          <legend className={styles.legend}>
            <Trans>Services</Trans>
          </legend>
          {OUTLET_SERVICES.filter(
            (s) => outlets.some((o) => o.services.includes(s)) || query.services.includes(s),
          ).map((service) => (
            <Checkbox
              key={service}
              name="service"
              value={service}
              label={texts.services[service]}
              defaultChecked={query.services.includes(service)}
            />
          ))}
          <Checkbox name="open" value="1" label={t`Open now`} defaultChecked={query.openNow} />
        </fieldset>
        <fieldset className={styles.filters}>
          <legend className={styles.legend}>
            <Trans>Sort</Trans>
          </legend>
          <Radio
            name="sort"
            value="distance"
            label={t`By distance`}
            defaultChecked={query.sort === 'distance'}
          />
          <Radio
            name="sort"
            value="popular"
            label={t`Popular first`}
            defaultChecked={query.sort === 'popular'}
          />
        </fieldset>
        <div className={styles.row}>
          <Button type="submit" variant="secondary">
            <Trans>Apply</Trans>
          </Button>
        </div>
      </Form>
      <TabLinks
        label={t`Show shops as`}
        items={[
          {
            href: `${base}${finderSearch(query, { view: 'list' })}`,
            label: t`List`,
            current: query.view === 'list',
          },
          {
            href: `${base}${finderSearch(query, { view: 'map' })}`,
            label: t`On the map`,
            current: query.view === 'map',
          },
        ]}
        renderLink={({ href, className, current, children }) => (
          <Link
            to={href}
            className={className}
            aria-current={current ? 'page' : undefined}
            preventScrollReset
          >
            {children}
          </Link>
        )}
      />
      {query.view === 'map' && outlets.length > 0 ? (
        <>
          <MapView
            label={t`Shops on the map`}
            points={outlets.map((o) => ({
              id: o.id,
              lat: o.latitude,
              lon: o.longitude,
              title: `${o.name}, ${o.address}`,
              kind: o.kind,
              selected: o.id === selected,
            }))}
            current={query.point}
            center={{ lat: region.lat, lon: region.lon }}
            onSelect={(id) => setSelected(Number(id))}
            fallback={list}
            unavailableNote={<Trans>The map is unavailable right now: here is the list.</Trans>}
          />
          {chosen ? (
            <section aria-label={t`Chosen shop`} aria-live="polite">
              <OutletCard
                outlet={chosen}
                href={shopHref(region.slug, chosen.id)}
                from={query.point}
                locale={locale}
              />
            </section>
          ) : null}
        </>
      ) : (
        list
      )}
    </>
  )
}

function OutletList({
  outlets,
  region,
  query,
  locale,
  headingLevel,
}: {
  outlets: OutletView[]
  region: string
  query: FinderQuery
  locale: string
  headingLevel: 2 | 3
}) {
  if (outlets.length === 0)
    return (
      <EmptyState title={<Trans>Unfortunately, nothing was found for your query</Trans>}>
        <Trans>Check if you have spelled the address or the name correctly</Trans>
      </EmptyState>
    )
  return (
    <ul className={styles.list} data-testid="outlet-list">
      {outlets.map((outlet) => (
        <li key={outlet.id}>
          <OutletCard
            outlet={outlet}
            href={shopHref(region, outlet.id)}
            from={query.point}
            locale={locale}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  )
}

/** The search: a text field and Find without JavaScript; place suggestions and "Nearest to me" with it. */
function FinderForm({ base, query }: { base: string; query: FinderQuery }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const [hydrated, setHydrated] = useState(false)
  const [text, setText] = useState(query.q)
  const [places, setPlaces] = useState<PlaceSuggestion[]>([])
  const [locating, setLocating] = useState(false)
  const [geoError, setGeoError] = useState<'denied' | 'failed' | null>(null)
  const status = useRef<HTMLParagraphElement>(null)
  useEffect(() => setHydrated(true), [])
  useEffect(() => setText(query.q), [query.q])
  useEffect(() => {
    const value = text.trim()
    if (!hydrated || value.length < 2 || value === query.near) {
      setPlaces([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/shops/places/?query=${encodeURIComponent(value)}`, { signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<PlaceSuggestion[]>) : []))
        .then(setPlaces)
        .catch(() => setPlaces([]))
    }, 250)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, hydrated, query.near])
  const options = useMemo(
    () =>
      places.map((p) => ({
        id: p.id,
        label: p.name,
        hint: `${p.type === 'metro' ? t`Metro` : p.type === 'mall' ? t`Mall` : t`Address`}${p.caption ? ` · ${p.caption}` : ''}`,
      })),
    [places, t],
  )
  const goTo = (point: { lat: number; lon: number }, near: string) =>
    // Through /shops/: the finder of the region nearest to the point.
    navigate(`/shops/${finderSearch({ ...query, q: near, point, near, sort: 'distance' })}`)
  const locate = () => {
    setGeoError(null)
    setLocating(true)
    currentPosition()
      .then((point) => goTo(point, t`Your location`))
      .catch((error: unknown) => {
        console.warn('shops: geolocation failed', error)
        setGeoError((error as { code?: number } | null)?.code === 1 ? 'denied' : 'failed')
        // The message is read out and gets the focus (the button stays where it was).
        requestAnimationFrame(() => status.current?.focus())
      })
      .finally(() => setLocating(false))
  }
  return (
    <Form method="get" action={base} className={styles.form} role="search" aria-label={t`Find a shop`}>
      <div className={styles.row}>
        <div className={styles.grow}>
          {hydrated ? (
            <Combobox
              id="shops-search"
              name="q"
              type="search"
              label={t`Search by address, street, city or mall`}
              maxLength={100}
              value={text}
              onValueChange={setText}
              options={options}
              onPick={(option) => {
                const place = places.find((p) => p.id === option.id)
                if (place) goTo({ lat: place.latitude, lon: place.longitude }, place.value)
              }}
              listLabel={t`Places`}
              countLabel={(count) => t`Places found: ${count}`}
            />
          ) : (
            <TextField
              name="q"
              type="search"
              label={t`Search by address, street, city or mall`}
              maxLength={100}
              defaultValue={query.q}
            />
          )}
        </div>
        <Button type="submit" variant="secondary" pending={navigation.state === 'loading'}>
          <Trans>Find</Trans>
        </Button>
        {hydrated ? (
          <Button type="button" variant="secondary" onClick={locate} pending={locating}>
            <Trans>Nearest to me</Trans>
          </Button>
        ) : null}
      </div>
      {query.point && query.near ? (
        <p className={styles.muted}>
          <Trans>Distances from: {query.near}</Trans>
        </p>
      ) : null}
      {geoError ? (
        <p ref={status} className={styles.error} role="alert" tabIndex={-1}>
          {geoError === 'denied' ? (
            <Trans>Geolocation is denied: allow it in the browser settings, or search by address.</Trans>
          ) : (
            <Trans>We could not determine your location: try again, or search by address.</Trans>
          )}
        </p>
      ) : null}
    </Form>
  )
}
