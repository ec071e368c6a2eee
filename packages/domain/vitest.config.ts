import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Property and graph tests are CPU-bound: on a busy 2-core CI machine 5 s is not enough, and a
    // timeout says nothing about correctness.
    testTimeout: 30_000,
    include: ['src/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'coverage/test-results.json' }]],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 95, functions: 95, statements: 95, branches: 90 },
    },
  },
})
