import { promotions } from '@vitrina/api-client/operations'
import { clientIp } from '../../http/client-ip.ts'
import { OperationRouter } from '../../http/operation.ts'
import { submitLandingForm } from './landing-forms.service.ts'
import { getParticipation, joinPromotion } from './participation.service.ts'
import { listMyPromoCodes } from './personal-promo-codes.service.ts'

/** Promotion participation, the customer's personal promo codes and landing forms (issues 14 and 15). */
export const promotionRoutes = new OperationRouter()
  .on(promotions.getParticipation, (c, { me, params }) =>
    getParticipation(c.var.deps, { companyId: c.var.company.id, customerId: me.id }, params.slug),
  )
  .on(promotions.joinPromotion, (c, { me, params }) =>
    joinPromotion(c.var.deps, { companyId: c.var.company.id, customerId: me.id }, params.slug),
  )
  .on(promotions.listMyPromoCodes, (c, { me }) =>
    listMyPromoCodes(c.var.deps, { companyId: c.var.company.id, customerId: me.id }),
  )
  .on(promotions.submitLandingForm, (c, { me, body }) =>
    submitLandingForm(
      c.var.deps,
      { company: c.var.company, ip: clientIp(c), customerId: me?.id ?? null },
      body,
    ),
  )
