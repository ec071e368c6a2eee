import * as v from 'valibot'

// The API reads page numbers of up to five digits.
const Page = v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number), v.minValue(1))

/** The `?page=` of a paged content list (reviews); anything unreadable is the first page. */
export function parsePageNumber(value: string | null): number {
  if (value === null) return 1
  const parsed = v.safeParse(Page, value.trim())
  return parsed.success ? parsed.output : 1
}
