import { isOnApproval } from '@vitrina/domain/price-restriction'
import * as v from 'valibot'

/** The signed-in customer as the header shows them (the shop layout's loader gives this shape). */
export type HeaderUser = { firstName: string; lastName: string; state: string; levelText: string }

const ShopHeaderData = v.object({
  user: v.nullable(
    v.object({ firstName: v.string(), lastName: v.string(), state: v.string(), levelText: v.string() }),
  ),
})

/** The customer from the shop layout's data; null for a guest or when the data is not there (an error page). */
export function readHeaderUser(data: unknown): HeaderUser | null {
  const parsed = v.safeParse(ShopHeaderData, data)
  return parsed.success ? parsed.output.user : null
}

/** The account button's texts: the name (empty when none is known yet), and one line under it, if any. */
export function accountSummary(user: HeaderUser): { name: string; note: 'on_approval' | 'level' | null } {
  const name = [user.firstName.trim(), user.lastName.trim()].filter((part) => part !== '').join(' ')
  // §6: the on-approval message replaces the level, which may still change on approval.
  const note = isOnApproval(user) ? 'on_approval' : user.levelText.trim() !== '' ? 'level' : null
  return { name, note }
}
