/**
 * The tour search form's inputs that carry a reason (no imports: the form's first load reads these, the
 * parser and schema come only when the shopper submits).
 */

/** The form's inputs in the page's order (the first wrong one takes the focus). */
export const SEARCH_INPUT_ORDER = ['from', 'nights_min', 'date_from', 'date_to', 'adults'] as const
export type SearchInput = (typeof SEARCH_INPUT_ORDER)[number]

export type SearchErrors = Readonly<Record<string, readonly string[] | null | undefined>>

/** The first wrong input in the page's order, from a reply's errors. */
export function firstInvalidSearchInput(errors: SearchErrors | null | undefined): SearchInput | null {
  return SEARCH_INPUT_ORDER.find((name) => (errors?.[name]?.length ?? 0) > 0) ?? null
}
