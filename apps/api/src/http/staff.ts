import { timingSafeEqual } from 'node:crypto'
import type { AppEnv } from './context.ts'
import { notFound, unauthorized } from './errors.ts'

/**
 * The manager's side, for a back office or a script: `X-Staff-Token: <STAFF_TOKEN>` and the tenant header.
 * Without STAFF_TOKEN configured the endpoints do not exist (404), so a default install exposes nothing.
 * Compared in constant time so the token cannot be guessed byte by byte from answer timings.
 */
export function requireStaff(c: {
  var: AppEnv['Variables']
  req: { header: (name: string) => string | undefined }
}) {
  const expected = c.var.deps.env.STAFF_TOKEN
  if (!expected) throw notFound()
  const given = Buffer.from(c.req.header('x-staff-token') ?? '')
  const want = Buffer.from(expected)
  if (given.length !== want.length || !timingSafeEqual(given, want))
    throw unauthorized('Invalid staff token.')
}
