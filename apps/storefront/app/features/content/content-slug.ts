import * as v from 'valibot'

/**
 * The slug of a static page or section from its URL (`/static/delivery/courier/` → `delivery/courier`), or
 * null for one the API would refuse: Latin letters, digits, hyphens and inner slashes only, so a crafted path
 * ('..', '%2F', spaces) is a 404 here instead of a 400 from the API.
 */
const Slug = v.pipe(v.string(), v.maxLength(300), v.regex(/^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/i))

export function contentSlug(path: string | undefined): string | null {
  if (path === undefined) return null
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  const parsed = v.safeParse(Slug, trimmed)
  return parsed.success ? parsed.output : null
}

/** A page body's paragraphs: the admin separates them with blank lines; single line breaks stay inside. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
}
