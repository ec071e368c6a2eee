import { defineConfig } from '@lingui/cli'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ru'],
  catalogs: [{ path: '<rootDir>/app/locales/{locale}/messages', include: ['app'] }],
})
