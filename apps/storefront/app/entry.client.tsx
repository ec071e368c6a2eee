import { type I18n, setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RemixBrowser } from '@remix-run/react'
import { DEFAULT_LOCALE, type Locale, parseLocale } from '@vitrina/domain/locale'
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { afterHydration } from './lib/after-hydration.ts'
import { loadMessages } from './lib/i18n/i18n.ts'
import { readPageMessages } from './lib/i18n/page-messages.ts'

// The server rendered in <html lang> and put the messages it used into the page (lib/i18n/page-messages.ts):
// hydrate with those at once; the whole catalogue (texts only the browser shows) loads once hydrated, so it
// is no part of the first load. A page without them (an error page) waits for the catalogue, as before.
// They come at the very end of the document, after the parts that stream in late (entry.server.tsx), and
// this async module may run while the document is still streaming: start once it has been parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
else start()

function start() {
  const locale = parseLocale(document.documentElement.lang) ?? DEFAULT_LOCALE
  const pageMessages = readPageMessages(document)
  if (pageMessages) {
    const i18n = setupI18n({ locale, messages: { [locale]: pageMessages } })
    hydrate(i18n)
    afterHydration(() => loadFullCatalogue(i18n, locale))
  } else {
    loadMessages(locale).then((messages) => hydrate(setupI18n({ locale, messages: { [locale]: messages } })))
  }
}

function hydrate(i18n: I18n) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <HydrationMark>
            <RemixBrowser />
          </HydrationMark>
        </I18nProvider>
      </StrictMode>,
    )
  })
}

declare global {
  interface Window {
    /** `performance.now()` when hydration committed (e2e/specs/budgets.spec.ts counts what loaded before it). */
    __vitrinaHydrated?: number
  }
}

/**
 * Marks the moment hydration commits: its layout effect runs in the first commit, and every layout effect runs
 * before any passive effect, so no chunk a component starts loading from an effect (popups, analytics, the
 * catalogue) can start before the mark — a deterministic line between first-load and later JavaScript that
 * `data-hydrated` (root's passive effect, after its children's) is not. A wrapper with one child, not a sibling
 * of RemixBrowser: a sibling would fork the tree and shift every `useId` away from the server's ids.
 */
function HydrationMark({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    window.__vitrinaHydrated ??= performance.now()
  }, [])
  return children
}

/** `load` notifies the provider, so a text shown before the catalogue arrived re-renders translated. */
function loadFullCatalogue(i18n: I18n, locale: Locale, attempt = 1) {
  loadMessages(locale)
    .then((messages) => i18n.load(locale, messages))
    .catch(() => {
      // A deploy or a network blip: try a little later (the chunk-reload hook handles a stale build).
      if (attempt < 3) setTimeout(() => loadFullCatalogue(i18n, locale, attempt + 1), 2000 * attempt)
    })
}
