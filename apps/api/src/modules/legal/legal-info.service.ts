import type { LegalInfo, LegalInfoBody } from '@vitrina/api-client/schemas/legal'
import {
  LEGAL_INFO_FIELDS,
  type LegalInfoErrorCode,
  legalInfoErrors,
  normalizeLegalInfo,
} from '@vitrina/domain/legal-info'
import { and, eq } from 'drizzle-orm'
import { legalInfos } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { type FieldErrors, fieldErrors, notFound } from '../../http/errors.ts'

type Owner = { companyId: number; customerId: number; targetId: number }

const EMPTY: LegalInfo = {
  company: '',
  inn: '',
  address: '',
  fio: '',
  bank_name: '',
  bic: '',
  account: '',
  correspondent_account: '',
  updated_at: null,
}

/** The messages of the API's field errors (English; the storefront words the codes in the shopper's language). */
const MESSAGES: Record<LegalInfoErrorCode, string> = {
  required: 'This field is required.',
  too_long: 'The text is too long.',
  inn: 'The INN is not valid: 10 digits for a company, 12 for a sole trader.',
  bic: 'The BIC is not valid: 9 digits starting with 04.',
  account: 'Bank account number must be valid (20 digits matching the BIC).',
  correspondent_account:
    'The correspondent account must be valid (20 digits starting 301, matching the BIC).',
}

/** The customer's own legal info; another customer's id is a 404 (ids cannot be probed). */
export async function readLegalInfo(deps: Deps, owner: Owner): Promise<LegalInfo> {
  if (owner.targetId !== owner.customerId) throw notFound()
  const [row] = await deps.db
    .select()
    .from(legalInfos)
    .where(and(eq(legalInfos.customerId, owner.customerId), eq(legalInfos.companyId, owner.companyId)))
  if (!row) return EMPTY
  return {
    company: row.company,
    inn: row.inn,
    address: row.address,
    fio: row.fio,
    bank_name: row.bankName,
    bic: row.bic,
    account: row.account,
    correspondent_account: row.correspondentAccount,
    updated_at: row.updatedAt.toISOString(),
  }
}

/** Checks the details with the domain's INN and bank rules and stores them whole, or refuses with field errors. */
export async function saveLegalInfo(deps: Deps, owner: Owner, body: LegalInfoBody): Promise<LegalInfo> {
  if (owner.targetId !== owner.customerId) throw notFound()
  const info = normalizeLegalInfo(body)
  const problems = legalInfoErrors(info)
  const errors: FieldErrors = {}
  for (const field of LEGAL_INFO_FIELDS) {
    const code = problems[field]
    if (code) errors[field] = [MESSAGES[code]]
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  const values = {
    companyId: owner.companyId,
    company: info.company,
    inn: info.inn,
    address: info.address,
    fio: info.fio,
    bankName: info.bank_name,
    bic: info.bic,
    account: info.account,
    correspondentAccount: info.correspondent_account,
    updatedAt: deps.clock.now(),
  }
  await deps.db
    .insert(legalInfos)
    .values({ customerId: owner.customerId, ...values })
    .onConflictDoUpdate({ target: legalInfos.customerId, set: values })
  return readLegalInfo(deps, owner)
}
