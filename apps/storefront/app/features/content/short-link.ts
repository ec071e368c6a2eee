import { isSafeHref, safeReturnUrl } from '@vitrina/domain/safe-href'

export type ShortLinkRedirect = { target: string; absolute: boolean; permanent: boolean } | null

/**
 * Where a short link (`/go/{slug}/`) may send the shopper, or null for nowhere (the page is then a 404).
 * The target comes from the company's own redirect table, the list of known addresses; even so only two
 * kinds pass, so a bad record can never make the shop an open redirect or run script:
 * - a same-site path ('/catalog/…', exactly one leading slash, no backslash or whitespace);
 * - an absolute http(s) URL the API marked absolute.
 */
export function shortLinkTarget(redirect: ShortLinkRedirect): string | null {
  if (redirect === null) return null
  const { target } = redirect
  if (target.startsWith('/')) return safeReturnUrl(target, '') === target ? target : null
  if (!redirect.absolute || !isSafeHref(target, { external: true })) return null
  if (target !== target.trim() || /[\s\\]/.test(target)) return null
  try {
    const url = new URL(target)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}
