import { Trans, useLingui } from '@lingui/react/macro'
import type { AddressSuggestion } from '@vitrina/api-client'
import { shouldQuerySuggestions } from '@vitrina/domain/address'
import { Button } from '@vitrina/ui/button'
import { Combobox } from '@vitrina/ui/combobox'
import { useEffect, useMemo, useState } from 'react'
import { useRootData } from '../../lib/root-data.ts'
import { MapView } from '../maps/map-view.tsx'
import * as styles from './checkout.css.ts'
import { currentPosition, fetchSuggestions } from './checkout-actors.ts'
import type { CheckoutAddress } from './checkout-types.ts'
import type { CheckoutSend } from './checkout-view.ts'

/**
 * With JavaScript: "find me" (the browser's position, reverse geocoded by the machine's `address.pick`).
 * The suggestions themselves hang under the street field (`StreetCombobox`).
 */
export function AddressAssist({
  locating,
  send,
  address,
}: {
  locating: boolean
  send: CheckoutSend
  address: CheckoutAddress
}) {
  const { t } = useLingui()
  const region = useRootData()?.region
  const picked =
    address.latitude !== null && address.longitude !== null
      ? [
          {
            id: 'delivery',
            lat: address.latitude,
            lon: address.longitude,
            title: [address.street, address.house].filter(Boolean).join(', ') || t`Delivery address`,
            kind: 'delivery' as const,
          },
        ]
      : []
  const [denied, setDenied] = useState(false)
  const locate = () => {
    setDenied(false)
    currentPosition()
      .then(({ lat, lon }) => send({ type: 'address.pick', lat, lon }))
      .catch((error: unknown) => {
        console.warn('checkout: geolocation failed', error)
        setDenied(true)
      })
  }
  return (
    <div className={styles.fieldset}>
      <div className={styles.row}>
        <Button variant="secondary" onClick={locate} pending={locating}>
          {locating ? <Trans>Finding the address…</Trans> : <Trans>Use my location</Trans>}
        </Button>
      </div>
      {denied ? (
        <p className={styles.error} role="alert">
          <Trans>Geolocation is denied or unavailable</Trans>
        </p>
      ) : null}
      <p className={styles.hint}>
        <Trans>Or click the house on the map: the address fills in.</Trans>
      </p>
      {/* A click reverse-geocodes through the machine (`address.pick`); the fields above stay the way in. */}
      <MapView
        label={t`Pick the delivery address on the map`}
        points={picked}
        center={
          region?.lat !== undefined && region.lon !== undefined ? { lat: region.lat, lon: region.lon } : null
        }
        onPick={({ lat, lon }) => send({ type: 'address.pick', lat, lon })}
        fallback={null}
      />
    </div>
  )
}

/**
 * The street field as a combobox: suggestions for the typed street and house, bounded by the chosen city,
 * listed right under the field (not below the whole form, behind a phone's keyboard). A chosen suggestion
 * fills the address with its ids and point; the machine keeps the entrance, flat, floor and comment; focus
 * stays in the field.
 */
export function StreetCombobox({
  address,
  error,
  send,
}: {
  address: CheckoutAddress
  error: string | null
  send: CheckoutSend
}) {
  const { t } = useLingui()
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([])
  const query = [address.street, address.house].join(' ').trim()
  const city = address.city.trim()
  // A suggestion already chosen (it has its house id) needs no more suggestions until the shopper edits.
  const settled = address.house_fias_id !== '' || address.fias_id !== ''
  useEffect(() => {
    if (settled || !shouldQuerySuggestions(address.street)) {
      setSuggestions([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetchSuggestions({ query, city }, controller.signal)
        .then(setSuggestions)
        .catch(() => setSuggestions([]))
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, city, settled, address.street])
  const options = useMemo(
    () => suggestions.map((suggestion) => ({ id: suggestion.unrestricted_value, label: suggestion.value })),
    [suggestions],
  )
  return (
    <Combobox
      id="checkout-street"
      name="street"
      label={t`Street`}
      maxLength={200}
      value={address.street}
      error={error}
      onValueChange={(value) => send({ type: 'address.change', field: 'street', value })}
      options={options}
      onPick={(option) => {
        const suggestion = suggestions.find((s) => s.unrestricted_value === option.id)
        if (suggestion) send({ type: 'address.choose', suggestion })
        setSuggestions([])
      }}
      listLabel={t`Address suggestions`}
      countLabel={(count) => t`Suggestions: ${count}`}
    />
  )
}
