import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    reporters: ['default', ['json', { outputFile: 'coverage/test-results.json' }]],
    // Each file gets its own database copy; two workers keep a 2-core machine responsive.
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts', 'seed/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/testing/**', 'src/index.ts'],
      reporter: ['text-summary', 'json-summary'],
    },
  },
})
