import { services } from '@vitrina/api-client/operations'
import type { Locale } from '@vitrina/domain/locale'
import { OperationRouter } from '../../http/operation.ts'
import { countPushClick, createDevice, linkDevice, unlinkDevice, updateDevice } from './devices.service.ts'

const caller = (c: {
  var: { company: { id: number }; customer: { id: number } | null; locale: Locale }
}) => ({
  companyId: c.var.company.id,
  customerId: c.var.customer?.id ?? null,
  locale: c.var.locale,
})

/** Push devices (spec §4 "Device registration") and push clicks. */
export const deviceRoutes = new OperationRouter()
  .on(services.createDevice, (c, { body }) => createDevice(c.var.deps, caller(c), body))
  .on(services.updateDevice, (c, { params, body }) => updateDevice(c.var.deps, caller(c), params.id, body))
  .on(services.linkDevice, (c, { me, params }) =>
    linkDevice(
      c.var.deps,
      { companyId: c.var.company.id, customerId: me.id, locale: c.var.locale },
      params.id,
    ),
  )
  .on(services.unlinkDevice, (c, { me, params }) =>
    unlinkDevice(c.var.deps, { companyId: c.var.company.id, customerId: me.id }, params.id),
  )
  .on(services.reportPushClick, async (c, { params }) => {
    await countPushClick(c.var.deps, c.var.company.id, params.id)
    return null
  })
