#!/usr/bin/env node
// Fills empty `msgstr` entries of a Lingui .po catalogue from other catalogues (files or `git show` output).
// Used after merging branches that each added messages: take one side's catalogue, run `pnpm i18n:extract`,
// then fill the translations the other side wrote:
//   node tooling/scripts/po-fill.mjs apps/storefront/app/locales/ru/messages.po <(git show other:apps/storefront/app/locales/ru/messages.po)
// Prints the msgids still untranslated.
import { readFileSync, writeFileSync } from 'node:fs'

const [target, ...sources] = process.argv.slice(2)
if (!target || sources.length === 0) {
  console.error('usage: po-fill.mjs TARGET.po SOURCE.po...')
  process.exit(2)
}
const entry = /^msgid "(.*)"\nmsgstr "(.*)"$/gm
const known = new Map()
for (const source of sources) {
  for (const [, id, str] of readFileSync(source, 'utf8').matchAll(entry)) {
    if (id && str && !known.has(id)) known.set(id, str)
  }
}
const missing = []
const text = readFileSync(target, 'utf8').replace(entry, (whole, id, str) => {
  if (!id || str) return whole
  const found = known.get(id)
  if (found === undefined) {
    missing.push(id)
    return whole
  }
  return `msgid "${id}"\nmsgstr "${found}"`
})
writeFileSync(target, text)
for (const id of missing) console.log(`untranslated: ${id}`)
