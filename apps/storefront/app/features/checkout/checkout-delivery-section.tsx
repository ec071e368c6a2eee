import { Trans, useLingui } from '@lingui/react/macro'
import type { Outlet } from '@vitrina/api-client'
import { formatDistance } from '@vitrina/domain/format'
import { Button } from '@vitrina/ui/button'
import { Pager } from '@vitrina/ui/pagination'
import { Segment, Segmented } from '@vitrina/ui/segmented'
import { type ReactNode, useState } from 'react'
import { MapView } from '../maps/map-view.tsx'
import * as styles from './checkout.css.ts'
import { Field, useCheckoutError, useCheckoutField } from './checkout-fields.tsx'
import type { AddressField, DeliveryTab, PickupKind } from './checkout-types.ts'
import { type CheckoutSectionProps, POINTS_PAGE } from './checkout-view.ts'

type Choice = { tab: DeliveryTab; kind: PickupKind }

export type DeliveryExtras = {
  locale: string
  /** JavaScript path: search the points without a round trip; `locate` asks the browser for the position. */
  onSearch?: (query: string) => void
  onLocate?: () => void
  /** JavaScript path: the next page of points. */
  onMorePoints?: () => void
  /** JavaScript path: address suggestions under the street field. */
  addressAssist?: ReactNode
  /** JavaScript path: the street field with its suggestions anchored under it, given the field's error. */
  renderStreet?: (error: string | null) => ReactNode
}

/** Courier, outlet pickup, or a pickup point / parcel locker (spec §2 checkout). */
export function CheckoutDeliverySection({ view, send, ...extras }: CheckoutSectionProps & DeliveryExtras) {
  const { t } = useLingui()
  const errorText = useCheckoutError(view)
  const { deliveryTab, pickupKind } = view.values
  const current: Choice = { tab: deliveryTab, kind: pickupKind }
  const isPoint = deliveryTab === 'pickup' && pickupKind !== 'outlet'
  const tab = (choice: Choice, intent: string, label: string, pressed: boolean) => (
    <Segment
      key={intent}
      type={send ? 'button' : 'submit'}
      name={send ? undefined : 'intent'}
      value={send ? undefined : `delivery:${intent}`}
      pressed={pressed}
      onClick={
        send
          ? () => {
              if (choice.tab !== current.tab) send({ type: 'delivery.tab', tab: choice.tab })
              if (choice.tab === 'pickup' && choice.kind !== current.kind)
                send({ type: 'pickup.kind', kind: choice.kind })
            }
          : undefined
      }
    >
      {label}
    </Segment>
  )
  return (
    <section className={styles.section} aria-labelledby="checkout-delivery-title">
      <h2 id="checkout-delivery-title" className={styles.sectionTitle}>
        <Trans>Delivery</Trans>
      </h2>
      <input type="hidden" name="delivery_tab" value={deliveryTab} />
      <input type="hidden" name="pickup_kind" value={pickupKind} />
      <Segmented legend={t`Delivery method`}>
        {tab({ tab: 'courier', kind: pickupKind }, 'courier', t`Courier`, deliveryTab === 'courier')}
        {tab(
          { tab: 'pickup', kind: 'outlet' },
          'outlet',
          t`Pickup at a shop`,
          current.tab === 'pickup' && pickupKind === 'outlet',
        )}
        {tab({ tab: 'pickup', kind: 'pickup_point' }, 'pickup_point', t`Pickup point`, isPoint)}
      </Segmented>
      {isPoint ? (
        <Segmented legend={t`Pickup point type`}>
          {tab(
            { tab: 'pickup', kind: 'pickup_point' },
            'pickup_point',
            t`Pickup points`,
            pickupKind === 'pickup_point',
          )}
          {tab(
            { tab: 'pickup', kind: 'parcel_locker' },
            'parcel_locker',
            t`Parcel lockers`,
            pickupKind === 'parcel_locker',
          )}
        </Segmented>
      ) : null}
      {deliveryTab === 'courier' ? (
        <CourierAddress
          view={view}
          send={send}
          addressAssist={extras.addressAssist}
          renderStreet={extras.renderStreet}
        />
      ) : (
        <PointList view={view} send={send} {...extras} />
      )}
      {send ? null : <KeptPoints outletId={view.values.outletId} pickupPointId={view.values.pickupPointId} />}
      {deliveryTab === 'courier' && errorText('address') ? (
        <p className={styles.error} role="alert">
          {errorText('address')}
        </p>
      ) : null}
    </section>
  )
}

/**
 * Without JavaScript the chosen outlet and pickup point ride along every post, so a visit to another tab keeps
 * them, as the machine does (`deliveryChoice`). They come after the lists: a radio the shopper checks is earlier
 * in the form and wins (`FormData.get` reads the first value).
 */
function KeptPoints({ outletId, pickupPointId }: { outletId: number | null; pickupPointId: number | null }) {
  return (
    <>
      {outletId === null ? null : <input type="hidden" name="outlet" value={outletId} />}
      {pickupPointId === null ? null : <input type="hidden" name="pickup_point" value={pickupPointId} />}
    </>
  )
}

function CourierAddress({
  view,
  send,
  addressAssist,
  renderStreet,
}: CheckoutSectionProps & Pick<DeliveryExtras, 'addressAssist' | 'renderStreet'>) {
  const { t } = useLingui()
  const { address } = view.values
  // An incomplete address names each missing part (checkout-field-names.ts), as conform keys them.
  const input = useCheckoutField(view)
  const field = (name: AddressField, label: string, maxLength = 200) => (
    <Field
      key={name}
      field={input(name, address[name])}
      label={label}
      maxLength={maxLength}
      onChange={send && ((value) => send({ type: 'address.change', field: name, value }))}
    />
  )
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <Trans>Delivery address</Trans>
      </legend>
      <div className={styles.grid}>
        {field('city', t`City`)}
        {renderStreet ? renderStreet(input('street', address.street).error) : field('street', t`Street`)}
        {field('house', t`House`, 50)}
        {field('entrance', t`Entrance`, 10)}
        {field('flat', t`Flat`, 20)}
        {field('floor', t`Floor`, 10)}
      </div>
      {addressAssist}
      {field('comment', t`Comment for the courier`, 500)}
    </fieldset>
  )
}

function PointList({
  view,
  send,
  locale,
  onSearch,
  onLocate,
  onMorePoints,
}: CheckoutSectionProps & DeliveryExtras) {
  const { t } = useLingui()
  // List or map is view state (checkout.machine.ts decisions); without JavaScript there is only the list.
  const [shown, setShown] = useState<'list' | 'map'>('list')
  const errorText = useCheckoutError(view)
  const isOutlet = view.values.pickupKind === 'outlet'
  const name = isOutlet ? 'outlet' : 'pickup_point'
  const selected = isOutlet ? view.values.outletId : view.values.pickupPointId
  const error = errorText(name)
  const select = (point: Outlet) =>
    send?.(isOutlet ? { type: 'outlet.select', id: point.id } : { type: 'pickup-point.select', id: point.id })
  const selectedPoint = view.points.find((p) => p.id === selected)
  const list = (
    <>
      {view.points.length === 0 ? (
        <p className={styles.hint}>
          <Trans>Unfortunately, nothing was found for your query</Trans>
        </p>
      ) : (
        <ul className={styles.points}>
          {view.points.map((point, index) => (
            <li key={point.id}>
              <label className={styles.point}>
                <input
                  type="radio"
                  name={name}
                  value={point.id}
                  // biome-ignore lint/a11y/noAutofocus: without JavaScript a refused post focuses the list when no point was chosen (the one way to place focus then)
                  autoFocus={index === 0 && view.focus === name}
                  {...(send
                    ? { checked: selected === point.id, onChange: () => select(point) }
                    : { defaultChecked: selected === point.id })}
                />
                <span className={styles.pointText}>
                  <strong>{point.name}</strong>
                  <span>{point.address}</span>
                  {point.schedule ? <span className={styles.hint}>{point.schedule}</span> : null}
                  {point.distance_km !== null ? (
                    <span className={styles.hint}>{formatDistance(point.distance_km, locale)}</span>
                  ) : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </>
  )
  return (
    <div className={styles.fieldset}>
      <div className={styles.row}>
        <Field
          field={{
            id: 'checkout-outlet_search',
            name: 'outlet_search',
            defaultValue: view.values.outletSearch,
            error: null,
          }}
          type="search"
          label={t`Search by address, street, city or mall`}
          maxLength={100}
          onChange={onSearch}
        />
        {onSearch ? null : (
          <Button variant="secondary" type="submit" name="intent" value="search-outlets">
            <Trans>Find</Trans>
          </Button>
        )}
        {onLocate ? (
          <Button variant="secondary" onClick={onLocate}>
            <Trans>Nearest to me</Trans>
          </Button>
        ) : null}
      </div>
      <fieldset className={styles.fieldset} aria-describedby={error ? 'checkout-point-error' : undefined}>
        <legend className={styles.legend}>
          {isOutlet ? <Trans>Choose a shop</Trans> : <Trans>Choose a pickup point</Trans>}
        </legend>
        {send ? (
          <Segmented legend={t`Show the places as`}>
            <Segment type="button" pressed={shown === 'list'} onClick={() => setShown('list')}>
              <Trans>List</Trans>
            </Segment>
            <Segment type="button" pressed={shown === 'map'} onClick={() => setShown('map')}>
              <Trans>On the map</Trans>
            </Segment>
          </Segmented>
        ) : null}
        {shown === 'map' && view.points.length > 0 ? (
          <MapView
            label={isOutlet ? t`Shops on the map` : t`Pickup points on the map`}
            points={view.points.map((point) => ({
              id: point.id,
              lat: point.latitude,
              lon: point.longitude,
              title: `${point.name}, ${point.address}`,
              kind: point.kind,
              selected: point.id === selected,
            }))}
            onSelect={(id) => {
              const point = view.points.find((p) => p.id === Number(id))
              if (point) select(point)
            }}
            fallback={list}
            unavailableNote={<Trans>The map is unavailable right now: here is the list.</Trans>}
          />
        ) : (
          list
        )}
        {selectedPoint && shown === 'map' ? (
          <p className={styles.hint} aria-live="polite">
            <Trans>
              Chosen: {selectedPoint.name}, {selectedPoint.address}
            </Trans>
          </p>
        ) : null}
        {send ? null : <PointsPager view={view} selected={selected} name={name} />}
        {onMorePoints && (view.pointsCount ?? 0) > view.points.length ? (
          <Button variant="secondary" onClick={onMorePoints}>
            <Trans>Show more</Trans>
          </Button>
        ) : null}
        {error ? (
          <p id="checkout-point-error" className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  )
}

/**
 * Without JavaScript the list shows one page of `POINTS_PAGE` points; the kit's Pager moves through the pages
 * with submit buttons (not links), so everything typed travels with the post. A point chosen on another page
 * is kept by a hidden field placed after the radios: a radio checked on this page comes first in the post and
 * wins (`FormData.get` takes the first value).
 */
function PointsPager({
  view,
  selected,
  name,
}: Pick<CheckoutSectionProps, 'view'> & { selected: number | null; name: string }) {
  const { t } = useLingui()
  const page = view.values.pointsPage
  const pages = Math.max(1, Math.ceil((view.pointsCount ?? 0) / POINTS_PAGE))
  const keepsChoice = selected !== null && !view.points.some((point) => point.id === selected)
  return (
    <>
      {keepsChoice ? <input type="hidden" name={name} value={selected} /> : null}
      <input type="hidden" name="points_page" value={page} />
      {keepsChoice ? (
        <p className={styles.hint}>
          <Trans>Your chosen place is on another page of the list; it stays chosen.</Trans>
        </p>
      ) : null}
      <Pager
        previousHref={page > 1 ? `points-page:${page - 1}` : null}
        nextHref={page < pages ? `points-page:${page + 1}` : null}
        labels={{
          nav: t`Pages of the list`,
          previous: t`Previous ${POINTS_PAGE}`,
          next: t`Next ${POINTS_PAGE}`,
          status: t`Page ${page} of ${pages}`,
        }}
        renderLink={({ href, rel, className, children }) => (
          <button type="submit" name="intent" value={href} className={className} data-rel={rel}>
            {children}
          </button>
        )}
      />
    </>
  )
}
