import { Trans, useLingui } from '@lingui/react/macro'
import type { Order } from '@vitrina/api-client'
import { type ShipmentState, shipmentState } from '@vitrina/domain/shipment-state'
import { formatOrderDate } from './order-state-label.tsx'
import * as styles from './orders.css.ts'

/** The order's parcels (spec §3 "Shipment"): service and invoice number, expected and actual receipt, state. */
export function OrderShipments({
  shipments,
  locale,
}: {
  shipments: NonNullable<Order['shipments']>
  locale: string
}) {
  const { t } = useLingui()
  if (shipments.length === 0) return null
  const labels: Record<ShipmentState, string> = {
    getting_ready: t`Getting ready`,
    pickup: t`Waiting at the pickup point`,
    delivered: t`Delivered`,
    done: t`Received`,
    canceled: t`Cancelled`,
    rejected: t`Rejected`,
  }
  return (
    <section aria-labelledby="shipments-title">
      <h2 id="shipments-title" className={styles.sectionTitle}>
        <Trans>Shipments</Trans>
      </h2>
      <ul className={styles.list}>
        {shipments.map((parcel) => (
          <li key={parcel.id} className={styles.card}>
            <p className={styles.itemName}>
              <Trans>Shipment</Trans> {parcel.number} · {labels[shipmentState(parcel.state)]}
            </p>
            <dl className={styles.facts}>
              <dt className={styles.term}>
                <Trans>Delivery service</Trans>
              </dt>
              <dd className={styles.detail}>{parcel.delivery_service}</dd>
              {parcel.invoice_number ? (
                <>
                  <dt className={styles.term}>
                    <Trans>Invoice number</Trans>
                  </dt>
                  <dd className={styles.detail}>{parcel.invoice_number}</dd>
                </>
              ) : null}
              {parcel.expected_date ? (
                <>
                  <dt className={styles.term}>
                    <Trans>Expected</Trans>
                  </dt>
                  <dd className={styles.detail}>{formatOrderDate(parcel.expected_date, locale)}</dd>
                </>
              ) : null}
              {parcel.received_date ? (
                <>
                  <dt className={styles.term}>
                    <Trans>Received</Trans>
                  </dt>
                  <dd className={styles.detail}>{formatOrderDate(parcel.received_date, locale)}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}
