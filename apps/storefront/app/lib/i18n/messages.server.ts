import type { I18n, Messages } from '@lingui/core'
import type { Locale } from '@vitrina/domain/locale'
import { createI18n, loadMessages } from './i18n.ts'

const catalogues = new Map<Locale, Promise<Messages>>()

/**
 * The compiled catalogue of a locale, imported once per server process: every render asked the module loader
 * for it two or more times (issue 18). A failed import is forgotten, so the next request tries again.
 */
export function serverMessages(locale: Locale): Promise<Messages> {
  let loading = catalogues.get(locale)
  if (!loading) {
    loading = loadMessages(locale)
    catalogues.set(locale, loading)
    loading.catch(() => catalogues.delete(locale))
  }
  return loading
}

/** `createI18n` with the process's cached catalogue: what loaders and the server entry use. */
export function createServerI18n(locale: Locale): Promise<I18n> {
  return createI18n(locale, serverMessages)
}
