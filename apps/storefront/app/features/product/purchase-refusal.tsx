import { useLingui } from '@lingui/react/macro'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import type { CartRefusal } from './add-to-cart-form.ts'
import type { PurchaseErrors } from './purchase-form.tsx'

/**
 * Why the add-to-cart form was refused, in the shopper's language: the choice's reason from the one message
 * map, else the cart's own answer (not validation, so worded here). Its own module (a default export for
 * `lazy`): the product page's first load carries neither the map nor these words (see `LazyRefusal`).
 */
export default function PurchaseRefusal({ errors, stock }: { errors: PurchaseErrors; stock: number }) {
  const { t } = useLingui()
  const message = useFormMessage()
  if (errors.sku !== null) return <>{message(errors.sku)}</>
  const text: Record<CartRefusal, string> = {
    limit: t`All ${stock} available pieces are already in your cart.`,
    full: t`Your cart is full. Remove something from it to add more.`,
    failed: t`Could not add to cart. Please try again.`,
  }
  const refusal =
    errors.form !== null && Object.hasOwn(text, errors.form) ? (errors.form as CartRefusal) : 'failed'
  return <>{text[refusal]}</>
}
