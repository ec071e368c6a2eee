import { Trans, useLingui } from '@lingui/react/macro'
import type { AddressSuggestion } from '@vitrina/api-client'
import { shouldQuerySuggestions } from '@vitrina/domain/address'
import { useEffect, useState } from 'react'
import * as styles from './checkout.css.ts'
import { currentPosition, fetchSuggestions } from './checkout-actors.ts'
import type { CheckoutAddress } from './checkout-types.ts'
import type { CheckoutSend } from './checkout-view.ts'

/**
 * With JavaScript: suggestions for the typed address (the full-address bounds, city to house) and "find me"
 * (the browser's position, reverse geocoded by the machine's `address.pick`). A chosen suggestion fills the
 * address with its ids and point; the machine keeps the entrance, flat, floor and comment.
 */
export function AddressAssist({
  address,
  locating,
  send,
}: {
  address: CheckoutAddress
  locating: boolean
  send: CheckoutSend
}) {
  const { t } = useLingui()
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([])
  const [denied, setDenied] = useState(false)
  const query = [address.city, address.street, address.house].join(' ').trim()
  // A suggestion already chosen (it has its house id) needs no more suggestions until the shopper edits.
  const settled = address.house_fias_id !== '' || address.fias_id !== ''
  useEffect(() => {
    if (settled || !shouldQuerySuggestions(address.street)) {
      setSuggestions([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetchSuggestions(query, controller.signal)
        .then(setSuggestions)
        .catch(() => setSuggestions([]))
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, settled, address.street])
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
        <button type="button" className={styles.secondaryButton} onClick={locate} disabled={locating}>
          {locating ? <Trans>Finding the address…</Trans> : <Trans>Use my location</Trans>}
        </button>
      </div>
      {denied ? (
        <p className={styles.error} role="alert">
          <Trans>Geolocation is denied or unavailable</Trans>
        </p>
      ) : null}
      {suggestions.length > 0 ? (
        <ul className={styles.points} aria-label={t`Address suggestions`}>
          {suggestions.map((suggestion) => (
            <li key={suggestion.unrestricted_value}>
              <button
                type="button"
                className={styles.secondaryButton}
                onClick={() => {
                  send({ type: 'address.choose', suggestion })
                  setSuggestions([])
                }}
              >
                {suggestion.value}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
