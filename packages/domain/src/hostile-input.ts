/**
 * Input no part of the shop can take: NUL and other C0 control characters (PostgreSQL text cannot hold NUL;
 * a router or a log line should not see the others), invalid percent-encoding and invalid UTF-8. Both the API
 * and the storefront refuse it at their edge with a 400, before any route sees it.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_IN_URL = /[\u0000-\u001f\u007f]/
/** A UTF-16 surrogate without its pair: not a character, and not encodable as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * Whether a raw path-and-query is hostile: a malformed `%` escape, an escape sequence that is not UTF-8, or a
 * decoded control character (tabs and newlines included: no address needs them).
 */
export function hasHostileEncoding(rawPathAndQuery: string): boolean {
  let decoded: string
  try {
    // `+` is a space in a query; decodeURIComponent throws on malformed escapes and invalid UTF-8 sequences.
    decoded = decodeURIComponent(rawPathAndQuery.replace(/\+/g, ' '))
  } catch {
    return true
  }
  return CONTROL_IN_URL.test(decoded)
}

/**
 * Whether a text value (a JSON string, a form field) is unusable: NUL or a control character other than tab,
 * newline and carriage return (which a multi-line comment may carry), or a lone surrogate.
 */
export function hasHostileText(text: string): boolean {
  return CONTROL.test(text) || LONE_SURROGATE.test(text)
}

/** Keys that would reach an object's prototype if a parsed body were merged into another object. */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])
