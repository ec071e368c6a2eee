import { toJsonSchema } from '@valibot/to-json-schema'
import { AuthKey, Customer, OutboxMessage, SendCodeAnswer } from '@vitrina/api-client/schemas/auth'
import { Cart, CartUpdate } from '@vitrina/api-client/schemas/cart'
import {
  CategoryDetail,
  CategoryNode,
  NavigationItem,
  OutletAvailability,
  OutletPage,
  ProductCard,
  ProductDetail,
  ProductPage,
  ReviewPage,
  ReviewSummary,
} from '@vitrina/api-client/schemas/catalog'
import { ErrorBody } from '@vitrina/api-client/schemas/common'
import { Order, OrderPage, OrderRequest } from '@vitrina/api-client/schemas/order'
import { Sale, SalePage } from '@vitrina/api-client/schemas/sale'
import { CompanySettings, GeoipAnswer, RegionPage } from '@vitrina/api-client/schemas/tenant'
import * as v from 'valibot'

type Operation = {
  method: 'get' | 'post' | 'patch'
  path: string
  summary: string
  tag: string
  auth?: boolean
  body?: v.GenericSchema
  response: v.GenericSchema | null
  status?: number
  params?: { name: string; in: 'query' | 'path' | 'header'; required?: boolean; description?: string }[]
}

const Ok = v.object({ status: v.string() })
const PaymentAnswer = v.object({
  payment_id: v.number(),
  status: v.string(),
  confirmation_url: v.nullable(v.string()),
  order: Order,
})
const q = (name: string, description?: string) => ({
  name,
  in: 'query' as const,
  ...(description ? { description } : {}),
})
const id = { name: 'id', in: 'path' as const, required: true }
const key = { name: 'key', in: 'path' as const, required: true, description: 'product slug or id' }

/** Every operation of the API with the shared wire schemas of its body and answer. */
export const OPERATIONS: Operation[] = [
  { method: 'get', path: '/health', summary: 'Health check', tag: 'ops', response: Ok },
  {
    method: 'get',
    path: '/api/companies/current/',
    summary: 'Company settings',
    tag: 'tenant',
    response: CompanySettings,
  },
  { method: 'get', path: '/api/regions/', summary: 'Regions', tag: 'tenant', response: RegionPage },
  {
    method: 'get',
    path: '/api/address/geoip/',
    summary: 'Region guess by IP',
    tag: 'tenant',
    response: GeoipAnswer,
    params: [q('ip')],
  },
  {
    method: 'post',
    path: '/api/sms/send_code/',
    summary: 'Send a sign-in code by SMS or call',
    tag: 'auth',
    response: SendCodeAnswer,
    status: 201,
    params: [{ ...q('phone'), required: true }, q('method', 'sms or call')],
  },
  {
    method: 'post',
    path: '/api/v2/auth/verify_code/',
    summary:
      'Verify a code and sign in (400 `wrong_code`; `code_tries_exhausted` once every try was wrong; `code_expired`)',
    tag: 'auth',
    body: v.object({ source: v.string(), code: v.string(), method: v.picklist(['sms', 'call']) }),
    response: AuthKey,
  },
  {
    method: 'post',
    path: '/api/auth/logout/',
    summary: 'Revoke the current token',
    tag: 'auth',
    auth: true,
    response: null,
    status: 204,
  },
  {
    method: 'get',
    path: '/api/customers/me/',
    summary: 'Current customer',
    tag: 'customers',
    auth: true,
    response: Customer,
  },
  {
    method: 'patch',
    path: '/api/customers/{id}/',
    summary: 'Edit the profile (not the phone)',
    tag: 'customers',
    auth: true,
    body: v.record(v.string(), v.unknown()),
    response: Customer,
    params: [id],
  },
  {
    method: 'post',
    path: '/api/customers/confirm-email/',
    summary: 'Confirm an email by its link token',
    tag: 'customers',
    body: v.object({ token: v.string() }),
    response: v.object({ email: v.string() }),
  },
  {
    method: 'get',
    path: '/api/navigation/',
    summary: 'Menu tree',
    tag: 'catalog',
    response: v.array(NavigationItem),
  },
  {
    method: 'get',
    path: '/api/categories/',
    summary: 'Category tree',
    tag: 'catalog',
    response: v.array(CategoryNode),
  },
  {
    method: 'get',
    path: '/api/categories/{slug}/',
    summary: 'Category with breadcrumbs',
    tag: 'catalog',
    response: CategoryDetail,
    params: [{ name: 'slug', in: 'path', required: true }],
  },
  {
    method: 'get',
    path: '/api/products/',
    summary: 'Product listing with filters, ordering and facets',
    tag: 'catalog',
    response: ProductPage,
    params: [
      'category',
      'search',
      'size',
      'color',
      'brand',
      'price_min',
      'price_max',
      'in_stock',
      'ids',
      'ordering',
      'page',
      'page_size',
    ].map((n) => q(n)),
  },
  {
    method: 'get',
    path: '/api/products/{key}/',
    summary: 'Product detail',
    tag: 'catalog',
    response: ProductDetail,
    params: [key],
  },
  {
    method: 'get',
    path: '/api/products/{key}/related/',
    summary: 'Similar, collection, bought together',
    tag: 'catalog',
    response: v.array(ProductCard),
    params: [key, q('kind')],
  },
  {
    method: 'get',
    path: '/api/products/{key}/availability/',
    summary: 'Availability in outlets',
    tag: 'catalog',
    response: v.array(OutletAvailability),
    params: [key],
  },
  {
    method: 'get',
    path: '/api/products/{key}/reviews/',
    summary: 'Reviews',
    tag: 'catalog',
    response: ReviewPage,
    params: [key, q('ordering'), q('page'), q('page_size')],
  },
  {
    method: 'get',
    path: '/api/products/{key}/reviews/summary/',
    summary: 'Rating summary',
    tag: 'catalog',
    response: ReviewSummary,
    params: [key],
  },
  {
    method: 'get',
    path: '/api/outlets/',
    summary: 'Outlets, pickup points, parcel lockers',
    tag: 'catalog',
    response: OutletPage,
    params: ['kind', 'search', 'lat', 'lon', 'ordering'].map((n) => q(n)),
  },
  {
    method: 'get',
    path: '/api/promotions/',
    summary: 'Running promotions',
    tag: 'content',
    response: v.looseObject({}),
  },
  { method: 'get', path: '/api/events/', summary: 'Events', tag: 'content', response: v.looseObject({}) },
  {
    method: 'get',
    path: '/api/pages/',
    summary: 'Static page or section',
    tag: 'content',
    response: v.looseObject({}),
    params: [q('kind'), { ...q('slug'), required: true }],
  },
  {
    method: 'get',
    path: '/api/route-redirects/',
    summary: 'Redirect lookup for a storefront path',
    tag: 'content',
    response: v.looseObject({}),
    params: [{ ...q('path'), required: true }],
  },
  { method: 'get', path: '/api/v2/cart/', summary: 'Saved cart', tag: 'cart', auth: true, response: Cart },
  {
    method: 'post',
    path: '/api/v2/cart/',
    summary: 'Price (and save) the cart',
    tag: 'cart',
    body: CartUpdate,
    response: Cart,
  },
  {
    method: 'post',
    path: '/api/orders/',
    summary: 'Place an order',
    tag: 'orders',
    auth: true,
    body: OrderRequest,
    response: Order,
    status: 201,
    params: [
      {
        name: 'Idempotency-Key',
        in: 'header',
        description: 'IETF draft; same key + payload replays the first answer',
      },
    ],
  },
  {
    method: 'get',
    path: '/api/orders/',
    summary: 'My orders',
    tag: 'orders',
    auth: true,
    response: OrderPage,
    params: [q('page'), q('page_size')],
  },
  {
    method: 'get',
    path: '/api/orders/{id}/',
    summary: 'Order detail',
    tag: 'orders',
    auth: true,
    response: Order,
    params: [id],
  },
  {
    method: 'get',
    path: '/api/sales/',
    summary: 'My in-outlet purchases',
    tag: 'orders',
    auth: true,
    response: SalePage,
    params: [q('page'), q('page_size')],
  },
  {
    method: 'get',
    path: '/api/sales/{id}/',
    summary: 'In-outlet purchase detail',
    tag: 'orders',
    auth: true,
    response: Sale,
    params: [id],
  },
  {
    method: 'post',
    path: '/api/orders/{id}/cancel/',
    summary: 'Cancel an order',
    tag: 'orders',
    auth: true,
    response: Order,
    params: [id],
  },
  {
    method: 'post',
    path: '/api/orders/{id}/extend_pickup/',
    summary: 'Extend pickup storage by 1 or 7 days',
    tag: 'orders',
    auth: true,
    body: v.object({ days: v.picklist([1, 7]) }),
    response: Order,
    params: [id],
  },
  {
    method: 'post',
    path: '/api/orders/{id}/pay/',
    summary: 'Start an online payment',
    tag: 'payments',
    auth: true,
    body: v.object({ return_url: v.string() }),
    response: PaymentAnswer,
    status: 201,
    params: [id],
  },
  {
    method: 'get',
    path: '/api/orders/{id}/payment/',
    summary: 'Payment status (read from the provider)',
    tag: 'payments',
    auth: true,
    response: PaymentAnswer,
    params: [id],
  },
  {
    method: 'get',
    path: '/api/dev/outbox/',
    summary: 'Development outbox',
    tag: 'dev',
    response: v.array(OutboxMessage),
  },
]

// Recursive schemas become named components; valibot's `#/$defs/X` refs are rewritten to them.
const DEFINITIONS = { CategoryNode, NavigationItem }
const components: Record<string, unknown> = {}

function jsonSchema(schema: v.GenericSchema): Record<string, unknown> {
  const converted = toJsonSchema(schema, { errorMode: 'ignore', definitions: DEFINITIONS })
  const {
    $schema: _ignored,
    $defs,
    ...rest
  } = JSON.parse(JSON.stringify(converted).replaceAll('"#/$defs/', '"#/components/schemas/')) as Record<
    string,
    unknown
  >
  Object.assign(components, $defs ?? {})
  return rest
}

/** Builds the OpenAPI 3.1 document from the operations list and the shared schemas. */
export function buildOpenApi(serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const op of OPERATIONS) {
    const needsTenant = op.path.startsWith('/api/') && !op.path.startsWith('/api/dev/')
    const parameters = [
      ...(needsTenant
        ? [{ $ref: '#/components/parameters/Company' }, { $ref: '#/components/parameters/Region' }]
        : []),
      ...(op.params ?? []).map((p) => ({
        name: p.name,
        in: p.in,
        required: p.required ?? false,
        schema: { type: 'string' },
        ...(p.description ? { description: p.description } : {}),
      })),
    ]
    const status = String(op.status ?? 200)
    paths[op.path] ??= {}
    const entry = paths[op.path] ?? {}
    entry[op.method] = {
      summary: op.summary,
      tags: [op.tag],
      operationId: `${op.method}${op.path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      parameters,
      ...(op.auth ? { security: [{ token: [] }] } : {}),
      ...(op.body
        ? {
            requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body) } } },
          }
        : {}),
      responses: {
        [status]: op.response
          ? { description: 'OK', content: { 'application/json': { schema: jsonSchema(op.response) } } }
          : { description: 'No content' },
        '4XX': {
          description: 'Error: `{detail, code?}` or field errors',
          content: { 'application/json': { schema: jsonSchema(ErrorBody) } },
        },
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vitrina commerce API',
      version: '0.1.0',
      description:
        'The reference commerce API of the Vitrina storefront, in Django REST framework conventions.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <key>' },
      },
      parameters: {
        Company: {
          name: 'X-QA-Company',
          in: 'header',
          required: true,
          schema: { type: 'integer' },
          description: 'The tenant (company id)',
        },
        Region: {
          name: 'X-QA-Region',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: 'Region id or slug',
        },
      },
    },
  }
}
