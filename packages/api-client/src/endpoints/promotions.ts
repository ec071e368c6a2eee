import { type ApiClientOptions, call } from '../http.ts'
import * as op from '../operations/promotions.ts'
import type { LandingSubmission } from '../schemas/landing-form.ts'

export { Participation, PromoCode, PromoCodeList } from '../schemas/promo-code.ts'

export const getParticipation = (o: ApiClientOptions, slug: string) =>
  call(o, op.getParticipation, { params: { slug } })
export const joinPromotion = (o: ApiClientOptions, slug: string) =>
  call(o, op.joinPromotion, { params: { slug } })
export const listMyPromoCodes = (o: ApiClientOptions) => call(o, op.listMyPromoCodes, {})
export const submitLandingForm = (o: ApiClientOptions, body: LandingSubmission) =>
  call(o, op.submitLandingForm, { body })
