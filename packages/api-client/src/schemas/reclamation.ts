import { RETURN_STATES } from '@vitrina/domain/return-state'
import * as v from 'valibot'
import { IdNumber, Paginated } from './common.ts'
import { Upload } from './upload.ts'

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max, 'The text is too long'))
const Id = IdNumber()

export const ReclamationApplicant = v.object({
  full_name: Text(200),
  email: Text(254),
  phone: Text(32),
  birth_date: Text(10),
  registration_address: Text(500),
})
export const ReclamationDocument = v.object({
  type: Text(32),
  series: v.optional(Text(16), ''),
  number: Text(32),
  issue_date: Text(10),
  issuer: Text(300),
  division_code: v.optional(Text(16), ''),
  issue_country: v.optional(Text(100), ''),
  latin_name: v.optional(Text(200), ''),
  expiry_date: v.optional(Text(10), ''),
})
export const ReclamationRefund = v.variant('method', [
  v.object({ method: v.literal('card') }),
  v.object({
    method: v.literal('bank_details'),
    receiver_full_name: Text(200),
    account: Text(20),
    bank: Text(200),
    bic: Text(9),
    correspondent_account: Text(20),
  }),
])
export const ReclamationPickup = v.variant('kind', [
  v.object({ kind: v.literal('pickup_point'), outlet: Id }),
  v.object({ kind: v.literal('courier'), address: Text(500) }),
])

/**
 * POST /api/reclamations/ — a whole application, sent once at the end of the form. The field rules beyond
 * shape (dates, bank keys, the applicant's own account) are @vitrina/domain's return-application rules.
 */
export const ReclamationRequest = v.object({
  order: Id,
  items: v.pipe(v.array(Id), v.minLength(1, 'Choose at least one item'), v.maxLength(50)),
  barcodes: v.pipe(v.array(Text(64)), v.minLength(1, 'Choose at least one barcode'), v.maxLength(200)),
  reason: v.pipe(Text(1000), v.trim(), v.minLength(1, 'This field is required')),
  comment: v.optional(Text(1000), ''),
  photos: v.pipe(v.array(Id), v.minLength(1, 'Add at least one photo'), v.maxLength(10)),
  documents: v.optional(v.pipe(v.array(Id), v.maxLength(5)), []),
  applicant: ReclamationApplicant,
  document: ReclamationDocument,
  refund: ReclamationRefund,
  pickup: ReclamationPickup,
})
export type ReclamationRequest = v.InferInput<typeof ReclamationRequest>

export const ReclamationState = v.picklist(RETURN_STATES)

export const ReclamationHistoryEntry = v.object({
  state: ReclamationState,
  actor: v.picklist(['customer', 'staff']),
  comment: v.string(),
  created: v.string(),
})

export const Reclamation = v.object({
  id: v.number(),
  order: v.object({ id: v.number(), number: v.string() }),
  items: v.array(
    v.object({ id: v.number(), name: v.string(), article: v.string(), size: v.nullable(v.string()) }),
  ),
  barcodes: v.array(v.string()),
  reason: v.string(),
  comment: v.string(),
  state: ReclamationState,
  state_comment: v.string(),
  /** When a manager will have checked a new application (09:00-21:00 Moscow time); null once checked. */
  expected_check: v.nullable(v.string()),
  can_cancel: v.boolean(),
  applicant: ReclamationApplicant,
  document: ReclamationDocument,
  refund: ReclamationRefund,
  pickup: ReclamationPickup,
  photos: v.array(Upload),
  documents: v.array(Upload),
  history: v.array(ReclamationHistoryEntry),
  created: v.string(),
})
export type Reclamation = v.InferOutput<typeof Reclamation>
export const ReclamationPage = Paginated(Reclamation)

/** GET /api/reclamations/returnable/?order= — per order item, whether a return can be applied for. */
export const ReturnableItem = v.object({
  order_item: v.number(),
  returnable: v.boolean(),
  /** Why not: not_received, window_passed, already_returned; null when returnable. */
  reason: v.nullable(v.picklist(['not_received', 'window_passed', 'already_returned'])),
  days_since_receipt: v.nullable(v.number()),
  days_left: v.nullable(v.number()),
  reclamation: v.nullable(v.number()),
})
export const Returnable = v.object({ order: v.number(), items: v.array(ReturnableItem) })
export type Returnable = v.InferOutput<typeof Returnable>

/** The form as the shopper left it (PUT/GET /api/reclamations/drafts/{orderItem}/). */
export const ReclamationDraft = v.object({
  step: Text(32),
  data: v.record(v.string(), v.unknown()),
})
export type ReclamationDraft = v.InferOutput<typeof ReclamationDraft>
