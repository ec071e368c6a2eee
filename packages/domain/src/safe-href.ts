/**
 * Which hrefs the storefront may render or navigate to. Links come from the admin (menu items, banners) and
 * from the address bar (`/login?returnUrl=`), so both are untrusted: a `javascript:` link is script injection
 * and an open redirect after login is a phishing tool.
 *
 * The checks follow how a browser's URL parser reads the string, not how it looks: the parser drops leading
 * and trailing spaces and control characters, removes tabs and newlines anywhere ('java\tscript:' is
 * `javascript:`), matches schemes in any case and reads a backslash as a slash ('/\evil.com' is '//evil.com',
 * a link to another host).
 */

/** Schemes that run code or read local content: refused even for links explicitly marked external. */
export const DANGEROUS_SCHEMES = ['javascript', 'data', 'vbscript', 'file'] as const

export interface SafeHrefOptions {
  /** The link may leave the site (http(s), mailto:, tel:, other schemes, '//host'). Off by default. */
  readonly external?: boolean
}

const SCHEME = /^([a-z][a-z\d+.-]*):/i
const SPACE_OR_CONTROL = 0x20
const DELETE = 0x7f

/**
 * Whether `href` may be used as a link target.
 * - dangerous schemes ({@link DANGEROUS_SCHEMES}) are always refused;
 * - anything leaving the site (a scheme, or protocol-relative '//host' and '/\host') needs `external: true`;
 * - same-site relative references are allowed: '/my/orders/', '/cart?x=1', 'orders/', '?page=2', '#top'.
 *
 * '' (and whitespace only) is refused: it is not a link, the UI renders plain text instead. So is an href
 * with a control character the parser would keep (e.g. NUL): no real link has one, and refusing it is
 * simpler than predicting what each browser makes of it.
 */
export function isSafeHref(href: string, opts: SafeHrefOptions = {}): boolean {
  const url = asParsed(href)
  if (url === '' || hasControlCharacter(url)) return false
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase()
  if (scheme !== undefined && (DANGEROUS_SCHEMES as readonly string[]).includes(scheme)) return false
  const external = scheme !== undefined || /^[/\\]{2}/.test(url)
  return !external || opts.external === true
}

/**
 * The `returnUrl` to go to after login, or `fallback` when the value could lead off the site. Only a path
 * starting with exactly one '/' passes: no '//' or '/\' (another host), no backslash anywhere (browsers read
 * it as '/'), no whitespace or control characters (the parser removes tabs and newlines, so '/\t/evil.com'
 * is '//evil.com'), and hence no scheme. Nothing is trimmed or repaired: a mangled value just falls back.
 *
 * `fallback` goes through the same check and is replaced by '/' when unsafe, so the result is always a
 * same-site path whatever the caller passes.
 */
export function safeReturnUrl(value: string | null | undefined, fallback = '/'): string {
  if (isSameSitePath(value)) return value
  return isSameSitePath(fallback) ? fallback : '/'
}

function isSameSitePath(value: string | null | undefined): value is string {
  if (value === null || value === undefined || !value.startsWith('/')) return false
  if (value.startsWith('//') || value.includes('\\')) return false
  return !/\s/.test(value) && !hasControlCharacter(value)
}

// What the URL parser sees: leading/trailing C0 controls and spaces stripped, tabs and newlines removed.
function asParsed(href: string): string {
  const kept = href.replace(/[\t\n\r]/g, '')
  let start = 0
  let end = kept.length
  while (start < end && kept.charCodeAt(start) <= SPACE_OR_CONTROL) start++
  while (end > start && kept.charCodeAt(end - 1) <= SPACE_OR_CONTROL) end--
  return kept.slice(start, end)
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < SPACE_OR_CONTROL || code === DELETE) return true
  }
  return false
}
