/**
 * Price restriction (spec §6): a company can hide prices from everybody but approved customers of the right
 * level. Who sees what is decided here; the texts are not: the company writes its own messages, and the
 * storefront's fallbacks live in i18n under the keys below.
 */

/** i18n key of the 'Guest' label shown to a visitor who is not signed in (§6). */
export const GUEST_LABEL_KEY = 'price_restriction.guest_label'

/**
 * i18n keys for each hidden-price case: the on-approval text is always the storefront's own (the company has
 * no setting for it), and the others are fallbacks for a company that left its message empty.
 */
export const PRICE_RESTRICTION_MESSAGE_KEYS = {
  guest: 'price_restriction.guest',
  on_approval: 'price_restriction.on_approval',
  no_level: 'price_restriction.no_level',
  wrong_level: 'price_restriction.wrong_level',
} as const

/** The company's `price_restriction` settings. */
export interface PriceRestrictionSettings {
  is_enabled: boolean
  guest_message?: string | null | undefined
  /** Shown to a customer whose level does not give access to prices. */
  level_message?: string | null | undefined
  no_level_message?: string | null | undefined
}

/** A customer level as the profile carries it. */
export interface PriceLevel {
  id?: number | string | null | undefined
  name: string
  description?: string | null | undefined
}

export interface PriceRestrictionUser {
  state?: string | null | undefined
  level?: PriceLevel | null | undefined
}

export interface PriceRestrictionOptions {
  /**
   * Ids of the levels that may see prices. Missing (or null) means every level may: then a customer with any
   * level sees prices and `wrong_level` never happens. When the list is given, a level whose id is not in it,
   * or that has no id at all, is the wrong level: with the restriction on, access must be proven. Ids are
   * compared as strings, so `7` and `'7'` are the same level.
   */
  allowedLevelIds?: readonly (number | string)[] | null | undefined
}

/**
 * What the storefront shows instead of a price. `message` is the company's text, trimmed, or null when the
 * company left it empty, in which case the UI uses `PRICE_RESTRICTION_MESSAGE_KEYS[kind]`.
 */
export type PriceRestrictionResult =
  | { kind: 'visible' }
  | { kind: 'guest'; message: string | null }
  | { kind: 'on_approval' }
  | { kind: 'no_level'; message: string | null }
  | { kind: 'wrong_level'; message: string | null }

/**
 * The §6 decision, in this order: no settings or a disabled restriction shows prices to everybody; a visitor
 * without a user is a guest; a customer ON_APPROVAL sees the on-approval message whatever their level (the
 * level may still change on approval); a customer without a level gets the no-level message; a level outside
 * `allowedLevelIds` gets the wrong-level message; everybody else sees prices.
 */
export function priceRestrictionMessage(
  settings: PriceRestrictionSettings | null | undefined,
  user: PriceRestrictionUser | null | undefined,
  opts: PriceRestrictionOptions = {},
): PriceRestrictionResult {
  if (!settings?.is_enabled) return { kind: 'visible' }
  if (!user) return { kind: 'guest', message: companyMessage(settings.guest_message) }
  if (isOnApproval(user)) return { kind: 'on_approval' }
  if (!user.level) return { kind: 'no_level', message: companyMessage(settings.no_level_message) }
  const allowed = opts.allowedLevelIds
  if (allowed && !isAllowedLevel(user.level, allowed)) {
    return { kind: 'wrong_level', message: companyMessage(settings.level_message) }
  }
  return { kind: 'visible' }
}

export function isPriceVisible(result: PriceRestrictionResult): boolean {
  return result.kind === 'visible'
}

/** §6: a customer whose registration waits for the company's approval. The backend's case is not relied on. */
export function isOnApproval(user: { state?: string | null | undefined } | null | undefined): boolean {
  return user?.state?.trim().toUpperCase() === 'ON_APPROVAL'
}

/**
 * The level as the profile shows it: `Name - Description`, or just the name when the description is empty
 * after trimming; '' without a level. A level with an empty name shows only its description, so that the
 * text never starts with a dangling ' - '.
 */
export function userLevelText(
  level: { name: string; description?: string | null | undefined } | null | undefined,
): string {
  if (!level) return ''
  return [level.name.trim(), level.description?.trim() ?? ''].filter((part) => part !== '').join(' - ')
}

function isAllowedLevel(level: PriceLevel, allowed: readonly (number | string)[]): boolean {
  if (level.id == null) return false
  const id = String(level.id).trim()
  return allowed.some((allowedId) => String(allowedId).trim() === id)
}

function companyMessage(message: string | null | undefined): string | null {
  const text = message?.trim() ?? ''
  return text === '' ? null : text
}
