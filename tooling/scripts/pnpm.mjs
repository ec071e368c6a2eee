#!/usr/bin/env node
// Runs the pnpm version pinned in package.json's `packageManager`.
// Corepack cannot download pnpm on our machines, so we bootstrap it through
// `npx -y pnpm@<exact>`: an exact version avoids npx's prompt whenever a newer
// 10.x is published, and `-y` avoids it on first download.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(packageManager ?? '')
if (!match) {
  console.error('package.json must pin pnpm in "packageManager", e.g. "pnpm@10.34.8"')
  process.exit(1)
}
const version = match[1]

const installed = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false })
const useLocal = installed.status === 0 && installed.stdout.trim() === version
const [command, args] = useLocal
  ? ['pnpm', process.argv.slice(2)]
  : ['npx', ['-y', `pnpm@${version}`, ...process.argv.slice(2)]]

const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: process.env })
process.exit(result.status ?? 1)
