import { LEGAL_TEXT_MAX_LENGTH } from '@vitrina/domain/legal-info'
import {
  PRICE_ACCESS_DOCUMENTS,
  PRICE_ACCESS_STATES,
  REJECTION_REASON_MAX_LENGTH,
} from '@vitrina/domain/price-access'
import * as v from 'valibot'
import { IdNumber } from './common.ts'
import { Upload } from './upload.ts'

const Field = (max: number) => v.pipe(v.string(), v.maxLength(max, `At most ${max} characters.`))
const Number_ = Field(34)

/**
 * PUT /api/customers/{id}/legal-info/ (spec §3 "Legal info"). Shape only: INN, BIC and the accounts are checked
 * by the service with @vitrina/domain/legal-info, which answers a field error per wrong number.
 */
export const LegalInfoBody = v.strictObject(
  {
    company: Field(LEGAL_TEXT_MAX_LENGTH),
    inn: Number_,
    address: Field(LEGAL_TEXT_MAX_LENGTH),
    fio: Field(LEGAL_TEXT_MAX_LENGTH),
    bank_name: Field(LEGAL_TEXT_MAX_LENGTH),
    bic: Number_,
    account: Number_,
    correspondent_account: Number_,
  },
  'Unknown field.',
)
export type LegalInfoBody = v.InferInput<typeof LegalInfoBody>

/** The stored details; every field empty and `updated_at` null when the customer has not given them yet. */
export const LegalInfo = v.object({
  company: v.string(),
  inn: v.string(),
  address: v.string(),
  fio: v.string(),
  bank_name: v.string(),
  bic: v.string(),
  account: v.string(),
  correspondent_account: v.string(),
  updated_at: v.nullable(v.string()),
})
export type LegalInfo = v.InferOutput<typeof LegalInfo>

export const PriceAccessState = v.picklist(PRICE_ACCESS_STATES)

/** A verification request with its documents (signed links for the owner only). */
export const PriceAccessRequest = v.object({
  id: v.number(),
  state: PriceAccessState,
  /** The manager's reason for a rejection ('' otherwise). */
  reason: v.string(),
  created_at: v.string(),
  decided_at: v.nullable(v.string()),
  documents: v.array(Upload),
})
export type PriceAccessRequest = v.InferOutput<typeof PriceAccessRequest>

/**
 * GET /api/price-access/: the latest request (null: never asked) and whether a new one may be sent now, with
 * the reason when not (`not_legal`: the profile says personal; `pending`; `approved`).
 */
export const PriceAccessStatus = v.object({
  latest: v.nullable(PriceAccessRequest),
  can_request: v.boolean(),
  blocked_by: v.nullable(v.picklist(['not_legal', 'pending', 'approved'])),
})
export type PriceAccessStatus = v.InferOutput<typeof PriceAccessStatus>

const UploadId = IdNumber()

/** POST /api/price-access/: the uploaded documents (`POST /api/uploads/` with kind `document`). */
export const PriceAccessRequestBody = v.object({
  documents: v.pipe(
    v.array(UploadId),
    v.minLength(PRICE_ACCESS_DOCUMENTS.min, 'Documents must be added.'),
    v.maxLength(PRICE_ACCESS_DOCUMENTS.max, `At most ${PRICE_ACCESS_DOCUMENTS.max} documents.`),
  ),
})
export type PriceAccessRequestBody = v.InferInput<typeof PriceAccessRequestBody>

/** A manager's decision: approve, or reject with a reason the customer reads. */
export const PriceAccessDecision = v.object({
  state: v.picklist(['approved', 'rejected'], 'Expected approved or rejected.'),
  reason: v.optional(v.pipe(v.string(), v.maxLength(REJECTION_REASON_MAX_LENGTH)), ''),
})
export const PriceAccessMoved = v.object({ id: v.number(), state: PriceAccessState })

/** A document the customer sent (price access, returns), with what it was sent for. */
export const CustomerDocument = v.object({
  id: v.number(),
  name: v.string(),
  content_type: v.string(),
  size: v.number(),
  created_at: v.string(),
  purpose: v.picklist(['price_access', 'reclamation', 'review']),
})
export type CustomerDocument = v.InferOutput<typeof CustomerDocument>
export const CustomerDocumentList = v.object({ results: v.array(CustomerDocument) })

/** GET /api/customer-documents/{id}/: one document of the owner with a short-lived signed link. */
export const CustomerDocumentLink = v.object({ ...CustomerDocument.entries, url: v.string() })
export type CustomerDocumentLink = v.InferOutput<typeof CustomerDocumentLink>

export const PersonalManager = v.object({
  id: v.number(),
  name: v.string(),
  position: v.string(),
  phone: v.string(),
  email: v.string(),
  messenger: v.nullable(v.object({ kind: v.picklist(['telegram', 'whatsapp']), url: v.string() })),
})
export type PersonalManager = v.InferOutput<typeof PersonalManager>
export const PersonalManagerList = v.object({ results: v.array(PersonalManager) })

/** The company's price restriction as a manager sets it (spec §3 `price_restriction`, §6). */
export const PriceRestrictionBody = v.object({
  is_enabled: v.boolean(),
  guest_message: v.optional(v.nullable(Field(500)), null),
  level_message: v.optional(v.nullable(Field(500)), null),
  no_level_message: v.optional(v.nullable(Field(500)), null),
})
export const PriceRestrictionSaved = v.object({
  is_enabled: v.boolean(),
  guest_message: v.nullable(v.string()),
  level_message: v.nullable(v.string()),
  no_level_message: v.nullable(v.string()),
  allowed_level_ids: v.nullable(v.array(v.number())),
})
