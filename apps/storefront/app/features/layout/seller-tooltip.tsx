import { Trans, useLingui } from '@lingui/react/macro'
import type { SellerInfo } from '@vitrina/api-client/schemas'
import { formatPhone, phoneHref } from '@vitrina/domain/phone-format'
import type { KeyboardEvent } from 'react'
import * as styles from './footer.css.ts'

/**
 * The seller tooltip (spec §2): the legal seller's address, email, phone and registration number, behind a
 * disclosure (works by keyboard, touch and without JavaScript; Esc closes it). Nothing when the company has
 * no seller data.
 */
export function SellerTooltip({ seller }: { seller: SellerInfo | null }) {
  const { t } = useLingui()
  if (!seller) return null
  const rows = [
    { label: t`Address`, value: seller.address, href: null },
    { label: t`Email`, value: seller.email, href: seller.email && `mailto:${seller.email}` },
    {
      label: t`Phone`,
      value: seller.phone && formatPhone(seller.phone),
      href: seller.phone && phoneHref(seller.phone),
    },
    { label: t`Registration number`, value: seller.registration_number, href: null },
  ].filter((row) => row.value?.trim())
  if (rows.length === 0 && !seller.name) return null
  return (
    <details className={styles.seller} onKeyDown={closeOnEscape}>
      <summary className={styles.sellerSummary}>
        {/* No placeholder in the message: a message not yet in the compiled catalogue shows raw ICU. */}
        {seller.name ? (
          <>
            <Trans>Seller:</Trans> {seller.name}
          </>
        ) : (
          <Trans>Seller</Trans>
        )}
      </summary>
      <dl className={styles.sellerPanel}>
        {rows.map((row) => (
          <div key={row.label}>
            <dt className={styles.sellerTerm}>{row.label}</dt>
            <dd className={styles.sellerValue}>
              {row.href ? <a href={row.href}>{row.value}</a> : row.value}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  )
}

function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  if (event.key !== 'Escape' || !event.currentTarget.open) return
  event.currentTarget.open = false
  event.currentTarget.querySelector('summary')?.focus()
}
