import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RemixBrowser } from '@remix-run/react'
import { DEFAULT_LOCALE, parseLocale } from '@vitrina/domain/locale'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadMessages } from './lib/i18n/i18n.ts'

// The server rendered in <html lang>; load that catalogue before hydrating so the texts match.
const locale = parseLocale(document.documentElement.lang) ?? DEFAULT_LOCALE
loadMessages(locale).then((messages) => {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } })
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <RemixBrowser />
        </I18nProvider>
      </StrictMode>,
    )
  })
})
