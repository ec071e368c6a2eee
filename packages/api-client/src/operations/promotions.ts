import { defineOperation } from '../contract/operation.ts'
import { LandingReceipt, LandingSubmission } from '../schemas/landing-form.ts'
import { Participation, PromoCodeList } from '../schemas/promo-code.ts'
import { E, SlugParam } from './fields.ts'

/** Taking part in promotions, the personal promo codes it issues, and landing forms (issues 14 and 15). */

export const getParticipation = defineOperation({
  id: 'getParticipation',
  method: 'GET',
  path: '/api/promotions/{slug}/participation/',
  summary: 'Whether the customer takes part in the promotion, and the personal code it issued',
  tag: 'promotions',
  access: 'customer',
  params: SlugParam,
  answer: Participation,
  status: 200,
  errors: [E.signIn, E.notFound],
})

export const joinPromotion = defineOperation({
  id: 'joinPromotion',
  method: 'POST',
  path: '/api/promotions/{slug}/participation/',
  summary: 'Take part in the promotion (idempotent); issues a personal promo code where it gives one',
  tag: 'promotions',
  access: 'customer',
  params: SlugParam,
  answer: Participation,
  status: 200,
  errors: [
    E.signIn,
    E.notFound,
    { status: 409, description: 'The promotion has ended, not begun or takes no participants (`code`).' },
  ],
})

export const listMyPromoCodes = defineOperation({
  id: 'listMyPromoCodes',
  method: 'GET',
  path: '/api/promo-codes/',
  summary: 'The customer’s personal promo codes, newest first, with their state (active, used, expired)',
  tag: 'promotions',
  access: 'customer',
  answer: PromoCodeList,
  status: 200,
  errors: [E.signIn],
})

export const submitLandingForm = defineOperation({
  id: 'submitLandingForm',
  method: 'POST',
  path: '/api/landing-forms/',
  summary: 'Send the company’s landing form (settings `landing_form`); rate-limited per company and address',
  tag: 'promotions',
  access: 'tenant',
  body: LandingSubmission,
  answer: LandingReceipt,
  status: 201,
  errors: [
    E.invalid,
    { status: 404, description: 'The company has no landing form, or not this one.' },
    { status: 429, description: 'Too many forms from this address; `Retry-After` says when to try again.' },
  ],
  examples: {
    body: { form_id: 'request', page: '/sections/home/', fields: { name: 'Anna', phone: '+79991234567' } },
  },
})
