import { phoneDigits } from './phone-digits.ts'

const NATIONAL_DIGITS = 10

/**
 * The Russian phone mask (`phone_field_view` 'ru'): what is typed becomes "+7 (912) 345-67-89" as the digits
 * come. A leading 8 or 7 is the trunk or country code and is not repeated; separators appear only once a
 * digit follows them, so deleting works from the end. The result still goes through `validatePhone`.
 */
export function formatRuPhone(text: string): string {
  const digits = phoneDigits(text)
  if (digits === '') return ''
  const national = (/^[78]/.test(digits) ? digits.slice(1) : digits).slice(0, NATIONAL_DIGITS)
  let masked = '+7'
  if (national.length > 0) masked += ` (${national.slice(0, 3)}`
  if (national.length > 3) masked += `) ${national.slice(3, 6)}`
  if (national.length > 6) masked += `-${national.slice(6, 8)}`
  if (national.length > 8) masked += `-${national.slice(8)}`
  return masked
}

/** The ten national digits of a complete Russian number written +7…, 7… or 8…; null for anything else. */
function russianNational(value: string): string | null {
  const digits = phoneDigits(value)
  if (digits.length !== 11 || !/^\+?[\d\s().-]+$/.test(value)) return null
  if (value.startsWith('+') ? digits.startsWith('7') : /^[78]/.test(digits)) return digits.slice(1)
  return null
}

/**
 * A shop's stored phone as the page shows it (footer, call and chat pages): a Russian number (+7, 7 or 8 and
 * ten digits) in the shape of the sign-in mask, "+7 (495) 000-00-01"; anything else (a foreign number, a
 * short service number, text around it) exactly as the shop wrote it, never guessed at. Its own module
 * without libphonenumber, so the frame can use it without the phone metadata.
 */
export function formatPhone(text: string): string {
  const value = text.trim()
  const national = russianNational(value)
  return national === null ? value : formatRuPhone(`7${national}`)
}

/**
 * The `tel:` link of a phone as written ("+7 (495) 000-00-01" and "8 495 000-00-01" → "tel:+74950000001"), or
 * null when the text is no number to dial ("call us"), so a malformed setting is printed, not linked.
 */
export function phoneHref(text: string): string | null {
  const value = text.trim()
  const national = russianNational(value)
  if (national !== null) return `tel:+7${national}`
  const dialled = value.replace(/[^\d+]/g, '')
  return /^\+?\d{3,15}$/.test(dialled) ? `tel:${dialled}` : null
}
