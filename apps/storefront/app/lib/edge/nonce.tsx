import { createContext, type ReactNode, useContext } from 'react'

/**
 * The request's CSP nonce, given by entry.server.tsx to every inline script it renders (Remix's <Scripts>,
 * <ScrollRestoration> and the streaming chunks). In the browser the value is '' (browsers hide a nonce from
 * the DOM once the page is parsed) and no script is rendered inline after hydration, so nothing needs it.
 */
const NonceContext = createContext('')

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>
}

export function useNonce(): string {
  return useContext(NonceContext)
}
