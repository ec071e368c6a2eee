import { defineOperation } from '../contract/operation.ts'
import {
  CustomerDocumentLink,
  CustomerDocumentList,
  LegalInfo,
  LegalInfoBody,
  PersonalManagerList,
  PriceAccessDecision,
  PriceAccessMoved,
  PriceAccessRequest,
  PriceAccessRequestBody,
  PriceAccessStatus,
  PriceRestrictionBody,
  PriceRestrictionSaved,
} from '../schemas/legal.ts'
import { E, IdParam } from './fields.ts'

/**
 * Legal customers (issue 14): legal info, the price-access verification request with documents, the
 * customer's documents and personal managers. The manager's and the dev control's routes are plain Hono
 * routers (the `X-Staff-Token` header, HTML forms), declared here for the document and the contract test.
 */
const staffToken = {
  status: 401,
  description: 'No or a wrong `X-Staff-Token` (404 when STAFF_TOKEN is not configured).',
} as const
const decided = { status: 409, description: 'The request was already decided (`not_allowed`).' } as const
const validInfo = {
  company: 'ООО «Северный склад»',
  inn: '7707083893',
  address: '117997, Москва, ул. Вавилова, 19',
  fio: 'Смирнова Анна Петровна',
  bank_name: 'ПАО Сбербанк',
  bic: '044525225',
  account: '40702810238720001420',
  correspondent_account: '30101810400000000225',
}

export const getLegalInfo = defineOperation({
  id: 'getLegalInfo',
  method: 'GET',
  path: '/api/customers/{id}/legal-info/',
  summary: 'The customer’s legal info (empty fields and `updated_at: null` before the first save)',
  tag: 'customers',
  access: 'customer',
  params: IdParam,
  answer: LegalInfo,
  status: 200,
  errors: [E.signIn, E.notFound],
})
export const saveLegalInfo = defineOperation({
  id: 'saveLegalInfo',
  method: 'PUT',
  path: '/api/customers/{id}/legal-info/',
  summary: 'Save legal info; INN, BIC and accounts are checked (field errors in `{ field: [message] }`)',
  tag: 'customers',
  access: 'customer',
  params: IdParam,
  body: LegalInfoBody,
  answer: LegalInfo,
  status: 200,
  errors: [E.invalid, E.signIn, E.notFound],
  examples: { params: { id: '1' }, body: validInfo },
})
export const getPriceAccess = defineOperation({
  id: 'getPriceAccess',
  method: 'GET',
  path: '/api/price-access/',
  summary: 'The latest price-access request and whether a new one may be sent',
  tag: 'customers',
  access: 'customer',
  answer: PriceAccessStatus,
  status: 200,
  errors: [E.signIn],
})
export const requestPriceAccess = defineOperation({
  id: 'requestPriceAccess',
  method: 'POST',
  path: '/api/price-access/',
  summary:
    'Ask for price access with uploaded documents; the customer is ON_APPROVAL until a manager decides',
  tag: 'customers',
  access: 'customer',
  body: PriceAccessRequestBody,
  answer: PriceAccessRequest,
  status: 201,
  errors: [
    E.invalid,
    E.signIn,
    {
      status: 409,
      description: 'Not a legal entity, a request already waits, or access is granted (`code`).',
    },
  ],
})
export const listCustomerDocuments = defineOperation({
  id: 'listCustomerDocuments',
  method: 'GET',
  path: '/api/customer-documents/',
  summary: 'The documents the customer sent (price access, returns), newest first',
  tag: 'customers',
  access: 'customer',
  answer: CustomerDocumentList,
  status: 200,
  errors: [E.signIn],
})
export const getCustomerDocument = defineOperation({
  id: 'getCustomerDocument',
  method: 'GET',
  path: '/api/customer-documents/{id}/',
  summary: 'One of the customer’s documents with a short-lived signed download link',
  tag: 'customers',
  access: 'customer',
  params: IdParam,
  answer: CustomerDocumentLink,
  status: 200,
  errors: [E.signIn, E.notFound],
})
export const listPersonalManagers = defineOperation({
  id: 'listPersonalManagers',
  method: 'GET',
  path: '/api/personal-managers/',
  summary: 'The customer’s personal managers with contacts (empty when none is assigned)',
  tag: 'customers',
  access: 'customer',
  answer: PersonalManagerList,
  status: 200,
  errors: [E.signIn],
})
export const staffDecidePriceAccess = defineOperation({
  id: 'staffDecidePriceAccess',
  method: 'POST',
  path: '/api/staff/price-access/{id}/state/',
  summary: 'Manager: approve (the customer gets the price level) or reject with a reason (`X-Staff-Token`)',
  tag: 'staff',
  access: 'tenant',
  params: IdParam,
  body: PriceAccessDecision,
  answer: PriceAccessMoved,
  status: 200,
  errors: [staffToken, decided],
})
export const staffSetPriceRestriction = defineOperation({
  id: 'staffSetPriceRestriction',
  method: 'PUT',
  path: '/api/staff/price-restriction/',
  summary: 'Manager: turn the company’s price restriction on or off, with its messages (`X-Staff-Token`)',
  tag: 'staff',
  access: 'tenant',
  body: PriceRestrictionBody,
  answer: PriceRestrictionSaved,
  status: 200,
  errors: [staffToken],
})
export const devDecidePriceAccess = defineOperation({
  id: 'devDecidePriceAccess',
  method: 'POST',
  path: '/api/dev/price-access/{id}/state/',
  summary: 'Dev control: approve or reject a price-access request (development only)',
  tag: 'dev',
  access: 'public',
  params: IdParam,
  body: PriceAccessDecision,
  answer: PriceAccessMoved,
  status: 200,
  errors: [E.invalid, E.notFound, decided],
  examples: { body: { state: 'approved' } },
})
export const devSetPriceRestriction = defineOperation({
  id: 'devSetPriceRestriction',
  method: 'PUT',
  path: '/api/dev/companies/{id}/price-restriction/',
  summary: 'Dev control: turn a company’s price restriction on or off (development only)',
  tag: 'dev',
  access: 'public',
  params: IdParam,
  body: PriceRestrictionBody,
  answer: PriceRestrictionSaved,
  status: 200,
  errors: [E.invalid, E.notFound],
  examples: { params: { id: '1' }, body: { is_enabled: false } },
})
export const devPriceAccessPage = defineOperation({
  id: 'devPriceAccessPage',
  method: 'GET',
  path: '/dev/price-access',
  summary: 'Dev control page: price-access requests to approve or reject',
  tag: 'dev',
  access: 'public',
  answer: null,
  status: 200,
  produces: 'text/html',
  errors: [],
})
export const devPriceAccessDecide = defineOperation({
  id: 'devPriceAccessDecide',
  method: 'POST',
  path: '/dev/price-access/{id}',
  summary: 'Dev control page form: approve or reject a request, back to the page',
  tag: 'dev',
  access: 'public',
  params: IdParam,
  answer: null,
  status: 303,
  errors: [],
})
