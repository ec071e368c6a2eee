import { and, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { fcmDevices, pushMessages } from '../../db/schema/index.ts'
import { requireCustomer } from '../../http/auth.middleware.ts'
import type { AppEnv } from '../../http/context.ts'
import { forbidden, notFound } from '../../http/errors.ts'
import { pathId, readJson } from '../../http/validate.ts'

const Short = (max: number) => v.pipe(v.string(), v.minLength(1, 'This field is required.'), v.maxLength(max))
const DeviceBody = v.object({
  application: Short(100),
  device_id: Short(200),
  registration_id: Short(4096),
  customer_id: v.optional(v.nullable(v.number())),
})
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

type DeviceRow = typeof fcmDevices.$inferSelect
const deviceJson = (d: DeviceRow) => ({
  id: d.id,
  application: d.application,
  device_id: d.deviceId,
  customer_id: d.customerId,
  registration_id: d.registrationId,
})

/**
 * Push devices (spec §4 "Device registration") and push clicks. The customer of a device is
 * never taken from the body: only /link/ with a token sets it, to the caller.
 */
export const deviceRoutes = new Hono<AppEnv>()
  .post('/api/fcm-devices/', async (c) => {
    const body = await readJson(c, DeviceBody)
    const [row] = await c.var.deps.db
      .insert(fcmDevices)
      .values({
        companyId: c.var.company.id,
        application: body.application,
        deviceId: body.device_id,
        registrationId: body.registration_id,
        customerId: c.var.customer?.id ?? null,
      })
      .returning()
    if (!row) throw new Error('device insert returned nothing')
    return c.json(deviceJson(row), 201)
  })
  .patch('/api/fcm-devices/:id/', async (c) => {
    const device = await ownDevice(c)
    const body = await readJson(c, DeviceBody)
    const [row] = await c.var.deps.db
      .update(fcmDevices)
      .set({
        application: body.application,
        deviceId: body.device_id,
        registrationId: body.registration_id,
        updatedAt: c.var.deps.clock.now(),
      })
      .where(eq(fcmDevices.id, device.id))
      .returning()
    return c.json(row ? deviceJson(row) : null)
  })
  .post('/api/fcm-devices/:id/link/', async (c) => {
    const me = requireCustomer(c)
    const device = await ownDevice(c)
    await c.var.deps.db.update(fcmDevices).set({ customerId: me.id }).where(eq(fcmDevices.id, device.id))
    return c.json({ id: device.id, customer_id: me.id })
  })
  .post('/api/fcm-devices/:id/unlink/', async (c) => {
    const me = requireCustomer(c)
    const device = await ownDevice(c)
    if (device.customerId !== null && device.customerId !== me.id) throw forbidden()
    await c.var.deps.db.update(fcmDevices).set({ customerId: null }).where(eq(fcmDevices.id, device.id))
    return c.json({ id: device.id, customer_id: null })
  })
  .post('/api/push/:id/click/', async (c) => {
    const updated = await c.var.deps.db
      .update(pushMessages)
      .set({ clicks: sql`${pushMessages.clicks} + 1` })
      .where(and(eq(pushMessages.id, pathId(c, 'id')), eq(pushMessages.companyId, c.var.company.id)))
      .returning({ id: pushMessages.id })
    if (updated.length === 0) throw notFound('Push message not found.')
    return c.body(null, 204)
  })

/** The device of this company; a device linked to a customer may only be changed by them. */
async function ownDevice(c: {
  req: { param: (name: string) => string | undefined }
  var: AppEnv['Variables']
}): Promise<DeviceRow> {
  const id = c.req.param('id') ?? ''
  if (!UUID.test(id)) throw notFound()
  const [device] = await c.var.deps.db
    .select()
    .from(fcmDevices)
    .where(and(eq(fcmDevices.id, id), eq(fcmDevices.companyId, c.var.company.id)))
  if (!device) throw notFound()
  if (device.customerId !== null && device.customerId !== c.var.customer?.id) throw notFound()
  return device
}
