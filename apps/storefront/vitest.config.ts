import { defineConfig } from 'vitest/config'

// Unit tests cover the server plumbing and the route table; pages are tested in a browser (e2e/).
export default defineConfig({
  test: {
    // Property and graph tests are CPU-bound: on a busy 2-core CI machine 5 s is not enough, and a
    // timeout says nothing about correctness.
    testTimeout: 30_000,
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
