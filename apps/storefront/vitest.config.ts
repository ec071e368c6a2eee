import { defineConfig } from 'vitest/config'

// Unit tests cover the server plumbing and the route table; pages are tested in a browser (e2e/).
export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    reporters: ['default', ['json', { outputFile: 'coverage/test-results.json' }]],
    coverage: {
      provider: 'v8',
      include: ['app/lib/**/*.ts', 'app/features/**/*.ts', 'app/routes.ts'],
      exclude: ['app/**/*.test.{ts,tsx}', 'app/**/*.css.ts'],
      reporter: ['text-summary', 'json-summary'],
    },
  },
})
