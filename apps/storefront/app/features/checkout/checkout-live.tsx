import { type FormMetadata, useForm } from '@conform-to/react'
import type { OrderRequest as OrderRequestBody, Outlet } from '@vitrina/api-client'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { browserCheckoutMachine, currentPosition, fetchPoints, postCheckout } from './checkout-actors.ts'
import { AddressAssist, StreetCombobox } from './checkout-address-assist.tsx'
import { presentErrors } from './checkout-field-names.ts'
import { CheckoutForm, type CheckoutFormProps } from './checkout-form.tsx'
import { type CheckoutValues, readCheckoutForm } from './checkout-form-data.ts'
import { checkoutSubmission, fieldErrorsOf, rulesVerdict } from './checkout-form-schema.ts'
import { typedEvents } from './checkout-hydration.ts'
import { consultantError, consultantPhone } from './checkout-place-order.ts'
import type { CheckoutProfile } from './checkout-types.ts'
import { type CheckoutSend, type CheckoutView, POINTS_PAGE, viewValues } from './checkout-view.ts'

type PageExtras = Pick<CheckoutValues, 'outletSearch' | 'position' | 'consultant' | 'cardInput'>

/**
 * The checkout with JavaScript: the checkout machine is the single source of truth (fields, previews, the
 * order); this component renders its snapshot and sends events. Only view state the machine leaves out
 * lives here (the outlet search, the position, the consultant's phone: see checkout.machine.ts decisions).
 */
export function LiveCheckout({
  start,
  profile,
  phone,
  ...settings
}: Omit<CheckoutFormProps, 'view' | 'send' | 'onSearch' | 'onLocate' | 'addressAssist' | 'renderStreet'> & {
  start: { values: CheckoutValues; preview: CheckoutView['preview'] }
  profile: CheckoutProfile
  phone: string
}) {
  const [extras, setExtras] = useState<PageExtras>({
    outletSearch: start.values.outletSearch,
    position: start.values.position,
    consultant: start.values.consultant,
    cardInput: start.values.cardInput,
  })
  const employee = useRef<string | null>(null)
  employee.current = consultantPhone(extras.consultant)
  const [consultantProblem, setConsultantProblem] = useState<'required' | 'phone' | null>(null)
  // The page's key is used by the first attempt; later ones (after a definitive refusal) get a fresh one.
  const pageKey = useRef<string | null>(start.values.idempotencyKey)
  const machine = useMemo(() => browserCheckoutMachine(() => employee.current), [])
  const [snapshot, send, actor] = useMachine(machine, {
    input: {
      cart: start.preview,
      profile,
      promoCodes: start.values.promoCodes,
      useBonuses: start.values.useBonuses,
      cards: start.values.cards,
      newIdempotencyKey: () => {
        const key = pageKey.current ?? crypto.randomUUID()
        pageKey.current = null
        return key
      },
    },
  })
  const context = snapshot.context
  // Once, on mount: what was typed into the server-rendered form before the script ran.
  const replayed = useRef(false)
  useEffect(() => {
    if (replayed.current) return
    replayed.current = true
    for (const event of typedEvents(start.values, profile, start.preview.use_bonuses)) send(event)
  }, [send, start, profile])
  // A card the check accepted is listed: the field is emptied for the next one.
  const cardCount = context.cards.length
  useEffect(() => {
    if (cardCount > 0) setExtras((e) => ({ ...e, cardInput: '' }))
  }, [cardCount])
  const pickup = context.deliveryTab === 'pickup'
  const [pointsLimit, setPointsLimit] = useState(POINTS_PAGE)
  const { points, count: pointsCount } = usePoints(pickup, context.pickupKind, extras, pointsLimit)
  useKnownPosition(pickup && extras.position === null, (position) => setExtras((e) => ({ ...e, position })))
  usePromoCookie(context.promoCodes, start.values.promoCodes)
  // Placed: a full load of the next page, so the header and every loader read the emptied cart (spec §4).
  useEffect(() => {
    if (snapshot.status === 'done' && snapshot.output) window.location.assign(snapshot.output.href)
  }, [snapshot.status, snapshot.output])
  // conform checks "Place order" with the machine's own rules on the machine's context (its guards' draft)
  // and the operation's declared fields on what the inputs hold; it shows each reason, revalidates as the
  // shopper types and focuses the first wrong field. Only a form it accepts reaches the machine, which
  // stays the owner of the flow (its guards decide again, with the same functions).
  const [form] = useForm({
    id: 'checkout-form',
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => {
      const live = actor.getSnapshot().context
      // The consultant is page state, read from the inputs: React state may not have caught up on input.
      const { consultant } = readCheckoutForm(formData, () => start.values.idempotencyKey)
      return checkoutSubmission(formData, { draft: live, consultant, address: live.address })
    },
    onSubmit: (event) => {
      event.preventDefault()
      sendChecked({ type: 'order.place' })
    },
  })
  useRecheckOnRules(
    form,
    rulesVerdict({ draft: context, consultant: extras.consultant, address: context.address }),
  )
  const ruleErrors = consultantProblem
    ? { ...context.errors.fields, consultant: consultantProblem }
    : context.errors.fields
  const view: CheckoutView = {
    values: viewValues(context, {
      ...extras,
      idempotencyKey: start.values.idempotencyKey,
      lines: start.values.lines,
      pointsPage: 1,
    }),
    // The machine's own errors (an address it cannot deliver to, a refused order), then conform's.
    fieldErrors: { ...fieldErrorsOf(ruleErrors, context.address), ...presentErrors(form.allErrors) },
    focus: null,
    formError: context.errors.form,
    promoError: context.errors.promo,
    cardError: context.cardError,
    preview: context.preview,
    points,
    pointsCount,
    phone,
    busy: snapshot.hasTag('busy') || snapshot.status === 'done',
  }
  // The consultant is the page's own field (the machine does not model it): its rule is checked here, with
  // the same function as the server's, before the machine is asked to place the order.
  const sendChecked: CheckoutSend = (event) => {
    if (event.type === 'order.place' || event.type === 'order.retry') {
      const problem = consultantError(extras.consultant)
      setConsultantProblem(problem)
      if (problem) return
    }
    send(event)
  }
  return (
    <CheckoutForm
      view={view}
      send={sendChecked}
      onSubmit={form.onSubmit}
      {...settings}
      onSearch={(outletSearch) => {
        setPointsLimit(POINTS_PAGE)
        setExtras((e) => ({ ...e, outletSearch }))
      }}
      onMorePoints={() => setPointsLimit((limit) => limit + POINTS_PAGE)}
      onLocate={() => {
        currentPosition()
          .then((position) => setExtras((e) => ({ ...e, position })))
          .catch((error: unknown) => console.warn('checkout: geolocation failed', error))
      }}
      onConsultant={(consultant) => setExtras((e) => ({ ...e, consultant }))}
      onCardInput={(cardInput) => setExtras((e) => ({ ...e, cardInput }))}
      renderStreet={(error) => <StreetCombobox address={context.address} error={error} send={send} />}
      addressAssist={
        <AddressAssist
          locating={snapshot.matches({ form: { address: 'locating' } })}
          send={send}
          address={context.address}
        />
      }
    />
  )
}

/**
 * conform checks again as the shopper types; the machine's context also changes without an input event (a tab
 * switch, an address from the map or the position, a chosen pickup point). When the rules' verdict on it
 * changes while errors are shown, the whole form is checked again, so the shown errors follow the rules (one
 * for a field no longer required goes). Before the first refused "Place order" nothing is shown or checked.
 */
function useRecheckOnRules(form: FormMetadata<OrderRequestBody, string[]>, verdict: string) {
  const latest = useRef(form)
  latest.current = form
  const checked = useRef(verdict)
  useEffect(() => {
    if (verdict === checked.current) return
    checked.current = verdict
    const current = latest.current
    if (Object.keys(current.allErrors).length > 0) current.validate()
  }, [verdict])
}

/**
 * The pickup tab's points: searched as typed (debounced), by distance once the position is known, the first
 * `limit` of them (a region may have hundreds: "Show more" asks for the next ten).
 */
function usePoints(
  active: boolean,
  kind: CheckoutView['values']['pickupKind'],
  extras: PageExtras,
  limit: number,
): { points: Outlet[]; count: number } {
  // Kept with the kind they are of: a switch never shows outlets as pickup points while the new list loads.
  const [loaded, setLoaded] = useState<{ kind: string; points: Outlet[]; count: number }>({
    kind: '',
    points: [],
    count: 0,
  })
  const { outletSearch: search, position } = extras
  useEffect(() => {
    if (!active) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetchPoints({ kind, search, position, limit }, controller.signal)
        .then((page) => setLoaded({ kind, points: page.results, count: page.count }))
        .catch(() => undefined)
    }, 250)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [active, kind, search, position, limit])
  return loaded.kind === kind ? loaded : { points: [], count: 0 }
}

/** Keeps the applied-codes cookie in line with the codes the machine keeps (removed or refused ones go). */
function usePromoCookie(codes: readonly string[], initial: readonly string[]) {
  const joined = codes.join(';')
  const stored = useRef(initial.join(';'))
  useEffect(() => {
    if (joined === stored.current) return
    stored.current = joined
    postCheckout('promo-codes', { codes: joined === '' ? [] : joined.split(';') }).catch((error: unknown) =>
      console.warn('checkout: the promo codes could not be stored', error),
    )
  }, [joined])
}

/**
 * When the browser already shares its position with the site (permission granted), the pickup lists are
 * sorted by distance at once; otherwise they stay by popularity until the shopper asks ("Nearest to me"),
 * so opening the tab never pops a permission prompt.
 */
function useKnownPosition(wanted: boolean, found: (position: { lat: number; lon: number }) => void) {
  const onFound = useRef(found)
  onFound.current = found
  useEffect(() => {
    if (!wanted || !navigator.permissions) return
    let active = true
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => (status.state === 'granted' ? currentPosition() : null))
      .then((position) => {
        if (active && position) onFound.current(position)
      })
      .catch((error: unknown) => console.warn('checkout: geolocation failed', error))
    return () => {
      active = false
    }
  }, [wanted])
}
