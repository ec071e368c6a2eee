import { isOnApproval } from '@vitrina/domain/price-restriction'

/** The signed-in customer as the header shows them (the shop layout's loader gives this shape). */
export type HeaderUser = { firstName: string; lastName: string; state: string; levelText: string }

/**
 * The customer from the shop layout's data; null for a guest or when the data is not there (an error page).
 * Checked by hand, not with a valibot schema: it runs in every shop page's header, and valibot was in every
 * page's first load for it (issue 18).
 */
export function readHeaderUser(data: unknown): HeaderUser | null {
  if (typeof data !== 'object' || data === null || !('user' in data)) return null
  const user = data.user
  if (typeof user !== 'object' || user === null) return null
  const fields = user as Partial<Record<keyof HeaderUser, unknown>>
  const { firstName, lastName, state, levelText } = fields
  if (typeof firstName !== 'string' || typeof lastName !== 'string') return null
  if (typeof state !== 'string' || typeof levelText !== 'string') return null
  return { firstName, lastName, state, levelText }
}

/** The account button's texts: the name (empty when none is known yet), and one line under it, if any. */
export function accountSummary(user: HeaderUser): { name: string; note: 'on_approval' | 'level' | null } {
  const name = [user.firstName.trim(), user.lastName.trim()].filter((part) => part !== '').join(' ')
  // §6: the on-approval message replaces the level, which may still change on approval.
  const note = isOnApproval(user) ? 'on_approval' : user.levelText.trim() !== '' ? 'level' : null
  return { name, note }
}
