import * as v from 'valibot'

/** Wire pieces shared by several operations: path ids, page numbers, sizes. */

/** A numeric path id; anything else is a 404, like Django REST framework's router. */
export const IdParam = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Not found.'), v.transform(Number)),
})
/** A product's slug or numeric id. */
export const ProductKeyParam = v.object({ key: v.pipe(v.string(), v.minLength(1), v.maxLength(300)) })
export const SlugParam = v.object({ slug: v.pipe(v.string(), v.minLength(1), v.maxLength(300)) })

export const PageNumber = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,5}$/, 'A valid page number is required.'),
    v.transform(Number),
    v.minValue(1, 'A valid page number is required.'),
  ),
  '1',
)

export const PageSize = (max: number, fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'Page size must be a number.'),
      v.transform(Number),
      v.minValue(1, 'Page size is at least 1.'),
      v.maxValue(max, `Page size is at most ${max}.`),
    ),
    fallback,
  )

/** `?page=&page_size=` of a customer's list (orders, purchases). */
export const PageQuery = v.object({ page: PageNumber, page_size: PageSize(50, '10') })

/** The error answers most operations share. */
export const E = {
  invalid: {
    status: 400,
    description: 'Invalid input: field errors `{ field: [message] }` or `{ detail }`.',
  },
  tenant: { status: 404, description: 'Unknown company (`X-QA-Company`) or region.' },
  signIn: { status: 401, description: 'No token, or the token was revoked.' },
  notFound: { status: 404, description: 'No such object for this company (and customer).' },
} as const
