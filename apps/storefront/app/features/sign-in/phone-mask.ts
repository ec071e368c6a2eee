import { phoneDigits } from '@vitrina/domain/phone-digits'

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
