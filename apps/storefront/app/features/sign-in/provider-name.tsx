import { useLingui } from '@lingui/react/macro'
import type { OAuthProvider } from '@vitrina/api-client/schemas'

/** The providers' own names for their sign-in services, as the shopper knows them in each language. */
export function useProviderName(): (provider: OAuthProvider) => string {
  const { t } = useLingui()
  const names: Record<OAuthProvider, string> = {
    yandex: t`Yandex ID`,
    tbank: t`T-Bank`,
    sber: t`Sber ID`,
    vk: t`VK ID`,
  }
  return (provider) => names[provider]
}
