import { defineOperation } from '../contract/operation.ts'
import {
  LoyaltyAccount,
  LoyaltyCardCheck,
  LoyaltyCardCheckRequest,
  LoyaltyOperation,
  LoyaltyOperationPage,
} from '../schemas/loyalty.ts'
import { E, IdParam, PageQuery } from './fields.ts'

export const getLoyaltyAccount = defineOperation({
  id: 'getLoyaltyAccount',
  method: 'GET',
  path: '/api/loyalty/account/',
  summary: 'The signed-in customer’s bonus account: card number, level, balance and upcoming events',
  tag: 'loyalty',
  access: 'customer',
  answer: LoyaltyAccount,
  status: 200,
  errors: [E.signIn],
})

export const listLoyaltyOperations = defineOperation({
  id: 'listLoyaltyOperations',
  method: 'GET',
  path: '/api/loyalty/operations/',
  summary: 'The bonus account’s posted operations (accruals, debits, expiries, refunds), newest first',
  tag: 'loyalty',
  access: 'customer',
  query: PageQuery,
  answer: LoyaltyOperationPage,
  status: 200,
  errors: [E.invalid, E.signIn],
})

export const getLoyaltyOperation = defineOperation({
  id: 'getLoyaltyOperation',
  method: 'GET',
  path: '/api/loyalty/operations/{id}/',
  summary: 'One operation of the customer’s bonus account; another customer’s is not found',
  tag: 'loyalty',
  access: 'customer',
  params: IdParam,
  answer: LoyaltyOperation,
  status: 200,
  errors: [E.signIn, E.notFound],
})

export const checkLoyaltyCard = defineOperation({
  id: 'checkLoyaltyCard',
  method: 'POST',
  path: '/api/loyalty/cards/check/',
  summary:
    'What a card typed at checkout is (the customer’s own bonus card or a gift card) and its balance; ' +
    'refusals carry the same `code` as the order’s `balances`',
  tag: 'loyalty',
  access: 'customer',
  body: LoyaltyCardCheckRequest,
  answer: LoyaltyCardCheck,
  status: 200,
  errors: [
    {
      status: 400,
      description:
        'Invalid input, or the card cannot pay: `code` is card_not_found (also another customer’s bonus card), ' +
        'card_expired or card_empty.',
    },
    E.signIn,
    {
      status: 429,
      description:
        'Too many lookups (`code` card_checks_throttled, with Retry-After): a customer’s card numbers that ' +
        'matched no card, or one number checked too often, within the hour.',
    },
  ],
  examples: { body: { barcode: '4000 0000 0001' } },
})
