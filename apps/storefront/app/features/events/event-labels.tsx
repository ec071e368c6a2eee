import { useLingui } from '@lingui/react/macro'
import type { EventRegistrationState, EventType } from '@vitrina/domain/event-registration'
import { DEFAULT_LOCALE, intlTag, parseLocale } from '@vitrina/domain/locale'

/** The event type as the shopper reads it. */
export function useEventTypeLabel(): (type: EventType) => string {
  const { t } = useLingui()
  return (type) => (type === 'online' ? t`Online` : t`Offline`)
}

/** Registration states of spec §4; "new" reads as awaiting review. */
export function useRegistrationStateLabel(): (state: EventRegistrationState) => string {
  const { t } = useLingui()
  return (state) =>
    ({
      new: t`Awaiting review`,
      approved: t`Approved`,
      rejected: t`Rejected`,
      canceled: t({ message: 'Canceled by you', context: 'event registration' }),
    })[state]
}

/** The date and time of an event in the shopper's language and the company's time zone (Moscow for both demo tenants). */
export function formatEventStart(iso: string, locale: string, timeZone = 'Europe/Moscow'): string {
  return new Intl.DateTimeFormat(intlTag(parseLocale(locale) ?? DEFAULT_LOCALE), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso))
}
