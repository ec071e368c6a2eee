import { isBotUserAgent } from '@vitrina/domain/marketing'

/** What the browser says about the visitor: enough to tell a person from a robot and the live shop from a copy. */
export type Visitor = { userAgent: string; hostname: string; automated: boolean }

/** The current browser's visitor (client only). */
export function browserVisitor(): Visitor {
  return {
    userAgent: navigator.userAgent,
    hostname: window.location.hostname,
    // WebDriver-driven browsers (Playwright, Selenium) may send an ordinary user agent but set this flag.
    automated: navigator.webdriver === true,
  }
}

/** A person in a browser: not a crawler or an automated browser. Popups and analytics are for them only. */
export function isRealVisitor(visitor: Visitor): boolean {
  return !visitor.automated && !isBotUserAgent(visitor.userAgent)
}
