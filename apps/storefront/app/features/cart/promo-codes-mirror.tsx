import { useFetcher } from '@remix-run/react'
import { PROMO_CODES_STORAGE_KEY, serializePromoCodes } from '@vitrina/domain/promo'
import { useEffect, useRef } from 'react'
import type { CartOptionsReply } from './cart-promo-form.ts'
import { codesToRestore, localStore } from './cart-sync-rules.ts'
import { SCRIPT_MARKER } from './script-marker.tsx'

/**
 * Mirrors the applied promo codes (the server's `apply-promo-codes` cookie) into local storage under the same
 * key, the spec's store (§9). Codes local storage has and the cookie lost are sent back to be applied again
 * once; the server keeps those that still apply, and local storage then follows the answer.
 */
export function PromoCodesMirror({ codes }: { codes: string[] }) {
  const fetcher = useFetcher<CartOptionsReply>({ key: 'cart-promo-restore' })
  const restoring = useRef<boolean | null>(null)
  const value = serializePromoCodes(codes)
  useEffect(() => {
    const store = localStore()
    if (!store) return
    if (restoring.current === null) {
      const missing = codesToRestore(store.getItem(PROMO_CODES_STORAGE_KEY), codes)
      restoring.current = missing.length > 0
      if (restoring.current) {
        const form = { intent: 'restore-promo', codes: serializePromoCodes(missing) }
        fetcher.submit(
          { ...form, [SCRIPT_MARKER.name]: SCRIPT_MARKER.value },
          { method: 'post', action: '/cart/' },
        )
        return
      }
    }
    if (restoring.current) {
      if (fetcher.state !== 'idle' || !fetcher.data) return
      restoring.current = false
      // A failed restore keeps local storage as it was: the codes are tried again on the next visit.
      if (!fetcher.data.ok) return
    }
    writeCodes(store, value)
  }, [value, codes, fetcher])
  return null
}

function writeCodes(store: Storage, value: string) {
  if (store.getItem(PROMO_CODES_STORAGE_KEY) === value) return
  if (value) store.setItem(PROMO_CODES_STORAGE_KEY, value)
  else store.removeItem(PROMO_CODES_STORAGE_KEY)
}
