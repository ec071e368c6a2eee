/**
 * The phone as orders send it: every non-digit removed (§5 "Order phone is sent with non-digits removed").
 * An extension's digits stay glued on, as the spec's rule says; validate first if that matters.
 *
 * Its own module, without libphonenumber: pages that only strip a phone (checkout, the sign-in mask) must
 * not pull the phone metadata (~49 kB gzip) into their first load (issue 18).
 */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '')
}
