import * as v from 'valibot'
import { defineOperation } from '../contract/operation.ts'
import { E } from './fields.ts'

/** Operations outside the tenant gate: health, the contract itself, media, payment provider callbacks. */

export const health = defineOperation({
  id: 'health',
  method: 'GET',
  path: '/health',
  summary: 'Health check: the database answers',
  tag: 'ops',
  access: 'public',
  answer: v.object({ status: v.literal('ok') }),
  status: 200,
  errors: [
    {
      status: 503,
      description:
        'Shutting down (`shutting_down`, after SIGTERM): requests in flight finish, new ones belong elsewhere.',
    },
  ],
})

export const getSchema = defineOperation({
  id: 'getSchema',
  method: 'GET',
  path: '/api/schema/',
  summary: 'This document (OpenAPI 3.1), generated from the operation declarations',
  tag: 'ops',
  access: 'public',
  answer: v.looseObject({ openapi: v.literal('3.1.0'), paths: v.record(v.string(), v.unknown()) }),
  status: 200,
  errors: [],
})

export const getDocs = defineOperation({
  id: 'getDocs',
  method: 'GET',
  path: '/api/docs/',
  summary: 'The reference page of this document, for people',
  tag: 'ops',
  access: 'public',
  answer: null,
  produces: 'text/html',
  status: 200,
  errors: [],
})

export const getMedia = defineOperation({
  id: 'getMedia',
  method: 'GET',
  path: '/media/{file}',
  summary: 'A demo image (deterministic SVG artwork per path); `w` picks the width',
  tag: 'media',
  access: 'public',
  params: v.object({
    file: v.pipe(v.string(), v.maxLength(300), v.regex(/^[a-z0-9/_-]+\.svg$/i, 'Not found.')),
  }),
  pathPatterns: { file: '.+' },
  query: v.object({ w: v.optional(v.pipe(v.string(), v.maxLength(6))) }),
  answer: null,
  produces: 'image/svg+xml',
  status: 200,
  errors: [E.notFound],
  examples: { params: { file: 'products/linen-shirt.svg' }, query: { w: '400' } },
})

export const paymentNotification = defineOperation({
  id: 'paymentNotification',
  method: 'POST',
  path: '/api/payments/notifications/{provider}/',
  summary:
    'A payment provider’s notification (only names a payment, whose status is fetched from the provider again; no tenant header)',
  tag: 'payments',
  access: 'public',
  params: v.object({ provider: v.pipe(v.string(), v.regex(/^[a-z]{1,30}$/, 'Not found.')) }),
  answer: v.object({ status: v.literal('ok') }),
  status: 200,
  errors: [
    { status: 400, description: 'Malformed or unsigned notification.' },
    { status: 404, description: 'Not the configured provider, or an unknown payment.' },
  ],
})

/** Sber's callback: a GET whose query names the order (`mdOrder`); the status is fetched from Sber again. */
export const paymentCallback = defineOperation({
  id: 'paymentCallback',
  method: 'GET',
  path: '/api/payments/notifications/{provider}/',
  summary: 'A payment provider’s callback by GET (SberPay: mdOrder, orderNumber, operation, status)',
  tag: 'payments',
  access: 'public',
  params: v.object({ provider: v.pipe(v.string(), v.regex(/^[a-z]{1,30}$/, 'Not found.')) }),
  query: v.object({
    mdOrder: v.optional(v.pipe(v.string(), v.maxLength(100))),
    orderNumber: v.optional(v.pipe(v.string(), v.maxLength(100))),
    operation: v.optional(v.pipe(v.string(), v.maxLength(40))),
    status: v.optional(v.pipe(v.string(), v.maxLength(10))),
  }),
  answer: v.object({ status: v.literal('ok') }),
  status: 200,
  errors: [
    { status: 400, description: 'No valid order id in the callback.' },
    { status: 404, description: 'Not the configured provider, or an unknown payment.' },
  ],
  examples: {
    params: { provider: 'sberpay' },
    query: { mdOrder: 'not-a-known-order', operation: 'deposited', status: '1' },
  },
})

export const sandboxBankPage = defineOperation({
  id: 'sandboxBankPage',
  method: 'GET',
  path: '/sandbox-bank/{id}',
  summary: 'The sandbox bank’s payment page (only when no real provider is configured)',
  tag: 'payments',
  access: 'public',
  params: v.object({ id: v.pipe(v.string(), v.maxLength(100)) }),
  answer: null,
  produces: 'text/html',
  status: 200,
  errors: [E.notFound],
})

export const sandboxBankDecide = defineOperation({
  id: 'sandboxBankDecide',
  method: 'POST',
  path: '/sandbox-bank/{id}/{outcome}',
  summary: 'Pay or decline in the sandbox bank; redirects (303) to the storefront’s return URL',
  tag: 'payments',
  access: 'public',
  params: v.object({
    id: v.pipe(v.string(), v.maxLength(100)),
    outcome: v.picklist(['succeed', 'fail'], 'Not found.'),
  }),
  answer: null,
  status: 303,
  errors: [E.notFound],
})
