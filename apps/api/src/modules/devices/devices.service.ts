import type { Locale } from '@vitrina/domain/locale'
import { and, eq, sql } from 'drizzle-orm'
import { fcmDevices, pushMessages } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { forbidden, notFound } from '../../http/errors.ts'
import { rememberCustomerLocale } from '../customers/customer-locale.ts'

type DeviceRow = typeof fcmDevices.$inferSelect
export type DeviceFields = { application: string; device_id: string; registration_id: string }
/**
 * Who is asking: the company, and the signed-in customer if any, in the language they are using (kept on the
 * customer: the pushes this device will get are written in it).
 */
export type DeviceCaller = { companyId: number; customerId: number | null; locale?: Locale | undefined }

const deviceJson = (d: DeviceRow) => ({
  id: d.id,
  application: d.application,
  device_id: d.deviceId,
  customer_id: d.customerId,
  registration_id: d.registrationId,
})

/** The customer of a device is never taken from the body: a token sets it, to the caller. */
export async function createDevice(deps: Deps, caller: DeviceCaller, body: DeviceFields) {
  const [row] = await deps.db
    .insert(fcmDevices)
    .values({
      companyId: caller.companyId,
      application: body.application,
      deviceId: body.device_id,
      registrationId: body.registration_id,
      customerId: caller.customerId,
    })
    .returning()
  if (!row) throw new Error('device insert returned nothing')
  if (caller.customerId !== null) await rememberCustomerLocale(deps.db, caller.customerId, caller.locale)
  return deviceJson(row)
}

export async function updateDevice(deps: Deps, caller: DeviceCaller, id: string, body: DeviceFields) {
  const device = await ownDevice(deps, caller, id)
  const [row] = await deps.db
    .update(fcmDevices)
    .set({
      application: body.application,
      deviceId: body.device_id,
      registrationId: body.registration_id,
      updatedAt: deps.clock.now(),
    })
    .where(eq(fcmDevices.id, device.id))
    .returning()
  if (!row) throw notFound()
  if (caller.customerId !== null) await rememberCustomerLocale(deps.db, caller.customerId, caller.locale)
  return deviceJson(row)
}

export async function linkDevice(
  deps: Deps,
  caller: { companyId: number; customerId: number; locale?: Locale | undefined },
  id: string,
) {
  const device = await ownDevice(deps, caller, id)
  await deps.db.update(fcmDevices).set({ customerId: caller.customerId }).where(eq(fcmDevices.id, device.id))
  await rememberCustomerLocale(deps.db, caller.customerId, caller.locale)
  return { id: device.id, customer_id: caller.customerId }
}

export async function unlinkDevice(
  deps: Deps,
  caller: { companyId: number; customerId: number },
  id: string,
) {
  const device = await ownDevice(deps, caller, id)
  if (device.customerId !== null && device.customerId !== caller.customerId) throw forbidden()
  await deps.db.update(fcmDevices).set({ customerId: null }).where(eq(fcmDevices.id, device.id))
  return { id: device.id, customer_id: null }
}

export async function countPushClick(deps: Deps, companyId: number, messageId: number) {
  const updated = await deps.db
    .update(pushMessages)
    .set({ clicks: sql`${pushMessages.clicks} + 1` })
    .where(and(eq(pushMessages.id, messageId), eq(pushMessages.companyId, companyId)))
    .returning({ id: pushMessages.id })
  if (updated.length === 0) throw notFound('Push message not found.')
}

/** The device of this company; a device linked to a customer may only be changed by them. */
async function ownDevice(deps: Deps, caller: DeviceCaller, id: string): Promise<DeviceRow> {
  const [device] = await deps.db
    .select()
    .from(fcmDevices)
    .where(and(eq(fcmDevices.id, id), eq(fcmDevices.companyId, caller.companyId)))
  if (!device) throw notFound()
  if (device.customerId !== null && device.customerId !== caller.customerId) throw notFound()
  return device
}
