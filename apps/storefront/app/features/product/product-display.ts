import type { CompanySettings } from '@vitrina/api-client/schemas'

/** What the company's settings (spec §3) add to or take from the product page's purchase area. */
export type PurchaseFlags = {
  /** product_purchase_show_delivery_available_caption: "Delivery available" under "Add to cart" (goods only). */
  deliveryCaption: boolean
  /** Not is_pickup_hidden: the availability in the company's outlets, where the item can be picked up. */
  pickup: boolean
  /** Not is_fast_order_hidden: "Buy now" beside "Add to cart", the one-item checkout of /cart/direct/. */
  fastOrder: boolean
}

export function purchaseFlags(
  company: Pick<
    CompanySettings,
    'product_purchase_show_delivery_available_caption' | 'is_pickup_hidden' | 'is_fast_order_hidden'
  >,
  kind: 'product' | 'tour' | 'hotel',
): PurchaseFlags {
  return {
    // Tours and hotels are not delivered: the caption would be wrong for them whatever the setting says.
    deliveryCaption: company.product_purchase_show_delivery_available_caption && kind === 'product',
    pickup: !company.is_pickup_hidden,
    fastOrder: !company.is_fast_order_hidden,
  }
}
