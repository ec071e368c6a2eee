import { existsSync, readFileSync, writeFileSync } from 'node:fs'

/** Replaces (or appends) one `## title` section of BENCHMARKS.md, keeping the others. */
export function writeSection(file: string, title: string, body: string): void {
  const header =
    '# Benchmarks\n\nFigures written by `pnpm bench`; each section says its machine, date and command.\n'
  const current = existsSync(file) ? readFileSync(file, 'utf8') : header
  const sections = current.split(/^(?=## )/m)
  const head = sections[0]?.startsWith('## ') ? header : (sections.shift() ?? header)
  const rest = sections.filter((s) => !s.startsWith(`## ${title}\n`))
  writeFileSync(
    file,
    `${head.trimEnd()}\n\n${[...rest.map((s) => s.trimEnd()), `## ${title}\n\n${body}`].join('\n\n')}\n`,
  )
}
