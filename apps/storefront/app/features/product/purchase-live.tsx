import { useForm } from '@conform-to/react'
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react'
import {
  type AddToCartReply,
  type AddToCartValue,
  addToCartSubmission,
  type PurchaseKind,
} from './add-to-cart-form.ts'
import type { PurchaseErrors, PurchaseSku, RefusalWords } from './purchase-form.tsx'
import PurchaseRefusal from './purchase-refusal.tsx'

export { PurchaseRefusal }

/** What the live form gives the view (`PurchaseForm`): conform's errors, their words and its submit handler. */
export type LiveForm = {
  errors: PurchaseErrors
  Refusal: RefusalWords
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}

/**
 * The add-to-cart form with JavaScript, loaded after hydration (conform and the parser are no part of the
 * product page's first load): conform's `useForm` checks the choice with the action's own function
 * (`addToCartSubmission` on the product's skus) before the fetcher posts, shows the reasons from the one message
 * map, and takes the action's refusal (`submission.reply()`) as its last result. It renders the page's own
 * view through `children`, so this chunk does not import the route's code.
 *
 * The focus goes to the refused choice: conform focuses the first radio of the field, `focusChoice` the
 * checked one in stock when that one cannot take it (a sold-out size is disabled).
 */
export function LivePurchase({
  formId,
  skus,
  kind,
  reply,
  children,
}: {
  formId: string
  /** Every sku of the product (not only the offered colour's): the action checks against the same list. */
  skus: readonly PurchaseSku[]
  kind: PurchaseKind
  reply: AddToCartReply | undefined
  children: (live: LiveForm) => ReactNode
}) {
  const lastResult = reply && !reply.ok ? reply.submission : null
  const [form, fields] = useForm<AddToCartValue<PurchaseSku>, AddToCartValue<PurchaseSku>, string[]>({
    id: formId,
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => addToCartSubmission(formData, skus, kind),
  })
  // The action refused the choice: after conform's focus and the view's (the answer), the choice takes it.
  const formElement = useRef<HTMLFormElement | null>(null)
  useEffect(() => {
    if (lastResult?.error?.sku) focusChoice(formElement.current ?? document.forms.namedItem(formId))
  }, [lastResult, formId])
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formElement.current = event.currentTarget
    form.onSubmit(event)
    // Refused here: the fetcher does not post (conform prevented the submit) and the choice takes the focus.
    if (event.defaultPrevented) focusChoice(event.currentTarget)
  }
  return children({
    errors: { sku: fields.sku.errors?.[0] ?? null, form: form.errors?.[0] ?? null },
    Refusal: PurchaseRefusal,
    onSubmit,
  })
}

/**
 * Focus on the refused choice, the form's first invalid field: the radio conform focused, else the checked
 * size in stock, else the first one in stock. Nothing when every size is sold out (the answer keeps it).
 */
export function focusChoice(form: HTMLFormElement | null) {
  if (!form) return
  const active = document.activeElement
  if (active instanceof HTMLInputElement && active.form === form && active.name === 'sku') return
  const radios = [...form.querySelectorAll<HTMLInputElement>('input[name="sku"]')]
  const target = radios.find((radio) => radio.checked && !radio.disabled) ?? radios.find((r) => !r.disabled)
  target?.focus()
}
