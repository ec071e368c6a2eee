import { Trans } from '@lingui/react/macro'
import type { Order } from '@vitrina/api-client'
import { addressDetails, addressLine } from './order-view.ts'
import * as styles from './orders.css.ts'

type DeliveryOrder = Pick<Order, 'delivery_type' | 'address' | 'address_details' | 'outlet' | 'pickup_point'>

/** Where the order goes: the courier address with its details, or the outlet or pickup point. */
export function DeliverySummary({ order }: { order: DeliveryOrder }) {
  const place = order.outlet ?? order.pickup_point
  const details = addressDetails(order.address_details)
  return (
    <>
      <dt className={styles.term}>
        {order.delivery_type === 'DELIVERY' ? <Trans>Delivery address</Trans> : <Trans>Pickup</Trans>}
      </dt>
      <dd className={styles.detail}>
        {order.delivery_type === 'DELIVERY' ? (
          <>
            {addressLine(order.address)}
            {details.entrance ? (
              <>
                , <Trans>entrance</Trans> {details.entrance}
              </>
            ) : null}
            {details.floor ? (
              <>
                , <Trans>floor</Trans> {details.floor}
              </>
            ) : null}
            {details.flat ? (
              <>
                , <Trans>flat</Trans> {details.flat}
              </>
            ) : null}
            {details.comment ? <div className={styles.muted}>{details.comment}</div> : null}
          </>
        ) : place ? (
          <>
            {place.name}, {place.address}
          </>
        ) : order.delivery_type === 'VIRTUAL' ? (
          <Trans>Electronic delivery</Trans>
        ) : null}
      </dd>
    </>
  )
}
