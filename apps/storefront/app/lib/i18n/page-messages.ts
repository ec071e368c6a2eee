import type { Messages } from '@lingui/core'

/**
 * The messages a page rendered on the server travel inside its HTML (issue 18): the browser hydrates with
 * them at once instead of downloading the whole catalogue first (~19 kB gzip on every page, most of it for
 * other pages). The full catalogue follows after hydration, for texts only the browser shows (errors,
 * popups, toasts). The set is taken by recording which ids the server's render looked up, so a new message
 * or route needs nothing: whatever a page renders is in it.
 *
 * This file is shared by both sides and free of Lingui macros (so vitest can import it).
 */
export const PAGE_MESSAGES_ID = 'vitrina-messages'

/** A lookup table that notes every id the render read, for {@link pageMessagesJson}. */
export function recordingMessages(messages: Messages): { messages: Messages; used: Set<string> } {
  const used = new Set<string>()
  const recording = new Proxy(messages, {
    get(target, key) {
      if (typeof key === 'string' && Object.hasOwn(target, key)) used.add(key)
      return Reflect.get(target, key)
    },
  })
  return { messages: recording, used }
}

/**
 * The used messages as JSON that is safe inside a `<script type="application/json">`: `<` is escaped, so a
 * translation holding `</script>` or `<!--` cannot end the element early.
 */
export function pageMessagesJson(messages: Messages, used: Iterable<string>): string {
  const picked: Messages = {}
  for (const id of used) picked[id] = messages[id] as Messages[string]
  return JSON.stringify(picked)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The messages the server put in the page, or null when it put none (an error page rendered elsewhere). */
export function readPageMessages(doc: Document): Messages | null {
  const text = doc.getElementById(PAGE_MESSAGES_ID)?.textContent
  if (!text) return null
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' ? (parsed as Messages) : null
  } catch {
    return null
  }
}
