import { type I18n, type Messages, setupI18n } from '@lingui/core'
import type { Locale } from '@vitrina/domain/locale'

/** Compiled catalogues, loaded on demand (the Lingui Vite plugin compiles the .po file on import). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const module =
    locale === 'ru'
      ? await import('../../locales/ru/messages.po')
      : await import('../../locales/en/messages.po')
  return module.messages
}

/**
 * A fresh i18n instance per request: a shared global one would mix languages of concurrent requests. Server
 * code passes its cached catalogue (`serverMessages` in messages.server.ts).
 */
export async function createI18n(
  locale: Locale,
  load: (locale: Locale) => Promise<Messages> = loadMessages,
): Promise<I18n> {
  return setupI18n({ locale, messages: { [locale]: await load(locale) } })
}
