/**
 * The one validation-message map of the storefront (spec §5 texts where the spec has them), in the shopper's
 * language. Every form shows its field errors through `useFormMessage`: conform forms (codes from
 * `form-issues.ts`), the checkout machine's field keys, the returns wizard and the profile's legal section.
 * A text that is not a code is the API's own explanation for the field and is shown as it came.
 */
import { useLingui } from '@lingui/react/macro'
import { type FormCode, type LimitCode, readCode } from './form-codes.ts'

export type FormMessage = (error: string | null | undefined) => string | null

export function useFormMessage(): FormMessage {
  const { t } = useLingui()
  const plain = (code: FormCode): string => {
    switch (code) {
      case 'required':
      case 'required_if':
        return t`This field is required`
      case 'slug':
        return t`Only Latin letters, digits and hyphens are allowed`
      case 'url':
        return t`Enter a valid URL`
      case 'email':
        return t`Invalid email address`
      case 'phone':
        return t`The phone number contains an error`
      case 'integer':
        return t`Value is not an integer`
      case 'choice':
        return t`Choose one of the options`
      case 'invalid':
        return t`The value contains an error`
      case 'too_long':
        return t`The text is too long`
      case 'min_length_11':
        return t`This field should be at least 11 characters long`
      case 'incomplete':
        return t`Enter the date in full: DD.MM.YYYY`
      case 'date_invalid':
        return t`The date contains an error`
      case 'future':
        return t`The date must not be in the future`
      case 'too_far_ahead':
        return t`The date is too far in the future`
      case 'too_old':
        return t`The date is too far in the past`
      case 'under_18':
        return t`You must be over 18 years old`
      case 'expired':
        return t`The document has expired`
      case 'address_incomplete':
        return t`Address needs locality, street and house number`
      case 'address_text':
        return t`Use letters and digits in the address`
      case 'name_letters':
        return t`Enter a real name: letters only, at least 2`
      case 'no_delivery':
        return t`No delivery to this address`
      case 'address_not_found':
        return t`Address not found`
      case 'geocode_failed':
        return t`Geolocation could not determine the address`
      case 'items_unavailable':
        return t`Cart items unavailable`
      case 'series':
        return t`The series is 4 digits`
      case 'passport_number':
        return t`The number is 6 digits`
      case 'division_code':
        return t`The division code is 6 digits, e.g. 770-001`
      case 'latin':
        return t`Latin letters only`
      case 'inn':
        return t`The INN is not valid: 10 digits for a company, 12 for a sole trader`
      case 'bic':
        return t`The BIC is not valid: 9 digits starting with 04`
      case 'account':
        return t`Bank account number must be valid: 20 digits matching the BIC`
      case 'correspondent_account':
        return t`The correspondent account must be valid: 20 digits starting with 301, matching the BIC`
      case 'not_applicant':
        return t`The account must belong to the applicant`
      case 'items_required':
        return t`Choose at least one item`
      case 'photos_required':
        return t`Add at least one photo`
      case 'promo_code':
        return t`Enter a promo code`
      case 'promo_applied':
        return t`This promo code is already applied`
      case 'promo_too_many':
        return t`No more promo codes can be applied`
      case 'promo_rejected':
        return t`This promo code cannot be applied`
      case 'rating_required':
        return t`To continue, rate the product`
      case 'rules_required':
        return t`You need to confirm your agreement with the rules for publishing reviews`
      case 'code_sms':
        return t`Enter the code from the SMS: 4 to 6 digits`
      case 'code_call':
        return t`Enter the last 4 digits of the number that called you`
      case 'name_latin':
        return t`Write the name in Latin letters, as in the passport`
      case 'date_future':
        return t`The birth date cannot be in the future`
      case 'adult_age':
        return t`An adult must be 18 or over on the departure day`
      case 'child_age_mismatch':
        return t`The age on the departure day differs from the one chosen in the search`
      case 'document_number':
        return t`Enter the passport number: 6 to 20 letters and digits`
      case 'document_expired':
        return t`The passport must be valid after the return date`
      case 'from_invalid':
        return t`Choose a departure city from the list.`
      case 'dates_invalid':
        return t`Choose a departure date in the calendar.`
      case 'date_past':
        return t`The departure date has passed: choose a later one.`
      case 'date_too_far':
        return t`Tours are sold up to 6 months ahead: choose an earlier date.`
      case 'dates_reversed':
        return t`The last departure date is before the first one.`
      case 'nights_invalid':
        return t`Choose from 1 to 21 nights, the smaller number first.`
      case 'tourists_invalid':
        return t`Choose 1 to 6 adults and up to 4 children aged 0 to 17.`
      // The add-to-cart form: the choice is named after the product's kind (a size for goods).
      case 'choose_size':
        return t`Choose a size.`
      case 'choose_option':
        return t`Choose an option.`
      case 'sku_unknown':
        return t`This option is not available for this product. Choose another one.`
      case 'sku_sold_out':
        return t`This option is out of stock. Choose another one.`
    }
  }
  const limited = (code: LimitCode, limit: number): string => {
    switch (code) {
      case 'min_length':
        return t`Minimum number of characters: ${limit}`
      case 'max_length':
        return t`At most ${limit} characters`
      case 'min_value':
        return t`Minimum quantity: ${limit}`
      case 'max_value':
        return t`Maximum quantity: ${limit}`
    }
  }
  return (error) => {
    if (error === null || error === undefined || error === '') return null
    const read = readCode(error)
    if (read === null) return error
    return 'limit' in read ? limited(read.code, read.limit) : plain(read.code)
  }
}
