/**
 * The checkout's phone check (issue 18). The full rules need libphonenumber's metadata (~49 kB gzip), which
 * would be the largest part of the checkout's first load; most shoppers never type a phone there (the
 * customer's comes from the profile). So the page loads them when a phone field takes focus
 * (`loadPhoneRules`), and until then checks only the shape (the length rule already applies before this).
 * The server's action awaits the full rules before it validates, so a number the rules refuse never gets
 * through: at worst the browser shows that error after submitting instead of while typing.
 */
type PhoneCheck = (text: string) => boolean

let fullCheck: PhoneCheck | null = null
let loading: Promise<void> | null = null

/** Loads the full rules once (later calls share the same load); a failed load may be retried. */
export function loadPhoneRules(): Promise<void> {
  loading ??= import('@vitrina/domain/phone').then(
    (rules) => {
      fullCheck = rules.isValidPhone
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

// Digits with the usual separators and an optional leading "+": anything else needs the full rules to judge,
// and letters ("+7 912… (Ivan)") are something the full rules accept, so only obvious junk fails here.
const PLAUSIBLE = /\d/

/** The full check once loaded; before that, whether the text has digits at all (the server checks fully). */
export function isPhoneAcceptable(text: string): boolean {
  return fullCheck ? fullCheck(text) : PLAUSIBLE.test(text)
}

/** Whether the full rules are in use (for tests and for the action's assertion). */
export function hasFullPhoneRules(): boolean {
  return fullCheck !== null
}
