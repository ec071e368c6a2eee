#!/usr/bin/env node
// Prints one line per workspace package with its test counts and line coverage,
// then the repo-wide closing line 'tests: N passed, N failed' that CI reads.
// Each package's vitest writes coverage/coverage-summary.json and
// coverage/test-results.json (see its vitest.config.ts); turbo caches both.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')
const dirs = ['apps', 'packages', 'tooling']
  .flatMap((group) =>
    existsSync(join(root, group)) ? readdirSync(join(root, group)).map((name) => join(group, name)) : [],
  )
  .concat(['e2e'])

let passed = 0
let failed = 0
for (const dir of dirs) {
  const results = join(root, dir, 'coverage', 'test-results.json')
  if (!existsSync(results)) continue
  const run = JSON.parse(readFileSync(results, 'utf8'))
  passed += run.numPassedTests
  failed += run.numFailedTests
  const summaryFile = join(root, dir, 'coverage', 'coverage-summary.json')
  const lines = existsSync(summaryFile)
    ? `${JSON.parse(readFileSync(summaryFile, 'utf8')).total.lines.pct}% lines`
    : 'no coverage'
  console.log(`${dir.padEnd(24)} ${String(run.numPassedTests).padStart(5)} passed  ${lines}`)
}
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
