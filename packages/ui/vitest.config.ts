import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    // Property and graph tests are CPU-bound: on a busy 2-core CI machine 5 s is not enough, and a
    // timeout says nothing about correctness.
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    // Components are tested in a DOM (focus, dialogs, keyboard); happy-dom is enough and quick.
    environment: 'happy-dom',
    setupFiles: ['./src/test-setup.ts'],
    reporters: ['default', ['json', { outputFile: 'coverage/test-results.json' }]],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.css.ts'],
      reporter: ['text-summary', 'json-summary'],
    },
  },
})
