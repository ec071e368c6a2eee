import { defineConfig } from '@lingui/cli'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ru'],
  // Tests call Lingui with made-up ids (`i18n._('a')`): they are not messages of the shop.
  catalogs: [
    {
      path: '<rootDir>/app/locales/{locale}/messages',
      include: ['app'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
  ],
})
