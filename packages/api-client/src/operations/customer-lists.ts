import * as v from 'valibot'
import { defineOperation } from '../contract/operation.ts'
import {
  FavouriteIds,
  ImportantDate,
  ImportantDateBody,
  ImportantDateList,
  ProductListAnswer,
  SubscriptionChange,
  SubscriptionSettings,
} from '../schemas/customer-lists.ts'
import { E, IdParam } from './fields.ts'

/** The customer's own lists (issue 14): favourites, last viewed, subscriptions, important dates. */

const ProductIds = v.object({
  product_ids: v.pipe(
    v.array(
      v.pipe(v.number('Product ids are numbers.'), v.integer(), v.minValue(1), v.maxValue(999_999_999)),
    ),
    v.maxLength(500, 'At most 500 products.'),
  ),
})
const ProductIdBody = v.object({
  product_id: v.pipe(
    v.number('product_id is required.'),
    v.integer(),
    v.minValue(1),
    v.maxValue(999_999_999),
  ),
})
const otherCompanyProduct = { status: 404, description: 'No such product in this company.' } as const

export const listFavourites = defineOperation({
  id: 'listFavourites',
  method: 'GET',
  path: '/api/favorites/',
  summary: 'The favourite products with current prices and stock, newest favourite first',
  tag: 'customer-lists',
  access: 'customer',
  answer: ProductListAnswer,
  status: 200,
  errors: [E.signIn],
})

export const listFavouriteIds = defineOperation({
  id: 'listFavouriteIds',
  method: 'GET',
  path: '/api/favorites/ids/',
  summary: 'Only the ids of the favourite products (for the hearts on every page)',
  tag: 'customer-lists',
  access: 'customer',
  answer: FavouriteIds,
  status: 200,
  errors: [E.signIn],
})

export const addFavourite = defineOperation({
  id: 'addFavourite',
  method: 'PUT',
  path: '/api/favorites/{id}/',
  summary: 'Add a product to the favourites (adding it again changes nothing)',
  tag: 'customer-lists',
  access: 'customer',
  params: IdParam,
  answer: FavouriteIds,
  status: 200,
  errors: [E.signIn, otherCompanyProduct],
  examples: { params: { id: '1' } },
})

export const removeFavourite = defineOperation({
  id: 'removeFavourite',
  method: 'DELETE',
  path: '/api/favorites/{id}/',
  summary: 'Remove a product from the favourites',
  tag: 'customer-lists',
  access: 'customer',
  params: IdParam,
  answer: FavouriteIds,
  status: 200,
  errors: [E.signIn, { status: 404, description: 'The product is not among the favourites.' }],
  examples: { params: { id: '1' } },
})

export const mergeFavourites = defineOperation({
  id: 'mergeFavourites',
  method: 'POST',
  path: '/api/favorites/merge/',
  summary: 'Merge the favourites a guest kept on the device (on sign-in); idempotent',
  description: 'Ids of other companies or of removed products are skipped; the account keeps at most 500.',
  tag: 'customer-lists',
  access: 'customer',
  body: ProductIds,
  answer: FavouriteIds,
  status: 200,
  errors: [E.invalid, E.signIn],
  examples: { body: { product_ids: [1, 2] } },
})

export const listLastViewed = defineOperation({
  id: 'listLastViewed',
  method: 'GET',
  path: '/api/last-viewed/',
  summary: 'The last viewed products (about twenty), newest first, with current prices and stock',
  tag: 'customer-lists',
  access: 'customer',
  answer: ProductListAnswer,
  status: 200,
  errors: [E.signIn],
})

export const recordLastViewed = defineOperation({
  id: 'recordLastViewed',
  method: 'POST',
  path: '/api/last-viewed/',
  summary: 'Record a product view (moves the product to the front)',
  tag: 'customer-lists',
  access: 'customer',
  body: ProductIdBody,
  answer: null,
  status: 204,
  errors: [E.invalid, E.signIn, otherCompanyProduct],
  examples: { body: { product_id: 1 } },
})

export const mergeLastViewed = defineOperation({
  id: 'mergeLastViewed',
  method: 'POST',
  path: '/api/last-viewed/merge/',
  summary: 'Merge the views a guest kept on the device (on sign-in), newest first; idempotent',
  tag: 'customer-lists',
  access: 'customer',
  body: ProductIds,
  answer: null,
  status: 204,
  errors: [E.invalid, E.signIn],
  examples: { body: { product_ids: [2, 1] } },
})

export const clearLastViewed = defineOperation({
  id: 'clearLastViewed',
  method: 'DELETE',
  path: '/api/last-viewed/',
  summary: 'Clear the last viewed products',
  tag: 'customer-lists',
  access: 'customer',
  answer: null,
  status: 204,
  errors: [E.signIn],
})

export const getSubscriptions = defineOperation({
  id: 'getSubscriptions',
  method: 'GET',
  path: '/api/subscriptions/',
  summary: 'Email, push and SMS on or off per topic, and whether the email is confirmed',
  tag: 'customer-lists',
  access: 'customer',
  answer: SubscriptionSettings,
  status: 200,
  errors: [E.signIn],
})

export const changeSubscription = defineOperation({
  id: 'changeSubscription',
  method: 'PATCH',
  path: '/api/subscriptions/',
  summary: 'Switch one channel of one topic on or off',
  description: 'Switching email on needs a confirmed email: otherwise 400 with code `email_not_confirmed`.',
  tag: 'customer-lists',
  access: 'customer',
  body: SubscriptionChange,
  answer: SubscriptionSettings,
  status: 200,
  errors: [E.invalid, E.signIn],
  examples: { body: { topic: 'promotions', channel: 'sms', enabled: true } },
})

export const listImportantDates = defineOperation({
  id: 'listImportantDates',
  method: 'GET',
  path: '/api/important-dates/',
  summary: 'The important dates, sorted by their next occurrence',
  tag: 'customer-lists',
  access: 'customer',
  answer: ImportantDateList,
  status: 200,
  errors: [E.signIn],
})

export const createImportantDate = defineOperation({
  id: 'createImportantDate',
  method: 'POST',
  path: '/api/important-dates/',
  summary: 'Add an important date (date as YYYY-MM-DD or DD.MM.YYYY, event name)',
  tag: 'customer-lists',
  access: 'customer',
  body: ImportantDateBody,
  answer: ImportantDate,
  status: 201,
  errors: [E.invalid, E.signIn, { status: 409, description: 'The customer already keeps 50 dates.' }],
  examples: { body: { name: 'Mum’s birthday', date: '1962-03-08' } },
})

export const updateImportantDate = defineOperation({
  id: 'updateImportantDate',
  method: 'PATCH',
  path: '/api/important-dates/{id}/',
  summary: 'Change an important date',
  tag: 'customer-lists',
  access: 'customer',
  params: IdParam,
  body: ImportantDateBody,
  answer: ImportantDate,
  status: 200,
  errors: [E.invalid, E.signIn, E.notFound],
  examples: { params: { id: '1' }, body: { name: 'Wedding anniversary', date: '2015-08-21' } },
})

export const deleteImportantDate = defineOperation({
  id: 'deleteImportantDate',
  method: 'DELETE',
  path: '/api/important-dates/{id}/',
  summary: 'Delete an important date',
  tag: 'customer-lists',
  access: 'customer',
  params: IdParam,
  answer: null,
  status: 204,
  errors: [E.signIn, E.notFound],
  examples: { params: { id: '1' } },
})
