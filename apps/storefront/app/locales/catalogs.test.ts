import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

/** msgid -> msgstr of a .po catalogue (single-line entries, as `lingui extract` writes them). */
function readCatalog(locale: string): Map<string, string> {
  const text = readFileSync(join(import.meta.dirname, locale, 'messages.po'), 'utf8')
  const entries = new Map<string, string>()
  for (const match of text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) {
    if (match[1]) entries.set(match[1], match[2] ?? '')
  }
  return entries
}

// Variable names only: the bodies of plural branches (`one {item}`) are text, not placeholders.
const placeholders = (message: string) =>
  [
    ...new Set([...message.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+) )\{(\w+)/g)].map((m) => m[1])),
  ].sort()

test('every message has a Russian translation with the same placeholders', () => {
  const ru = readCatalog('ru')
  expect(ru.size).toBeGreaterThan(100)
  const missing = [...ru].filter(([, translation]) => translation === '').map(([id]) => id)
  expect(missing, 'run `pnpm i18n:extract` and translate these in ru/messages.po').toEqual([])
  const broken = [...ru].filter(
    ([id, translation]) => placeholders(id).join() !== placeholders(translation).join(),
  )
  expect(broken.map(([id]) => id)).toEqual([])
})

test('the English and Russian catalogues list the same messages', () => {
  expect([...readCatalog('ru').keys()].sort()).toEqual([...readCatalog('en').keys()].sort())
})
