import { assignInlineVars } from '@vanilla-extract/dynamic'
import { vars } from './contract.css.ts'
import type { ThemeTokens } from './tokens.ts'

export { vars } from './contract.css.ts'
export * from './layout.ts'
export * from './tokens.ts'

/** The inline style that fills the contract for one company (put it on <body>). */
export function themeStyle(tokens: ThemeTokens): Record<string, string> {
  return assignInlineVars(vars, tokens)
}
