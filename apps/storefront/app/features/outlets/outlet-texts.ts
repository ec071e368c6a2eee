import { useLingui } from '@lingui/react/macro'
import type { OutletService } from '@vitrina/api-client/schemas/outlet'
import type { OutletStatus } from '@vitrina/domain/outlet-hours'

/** A weekday's short name (0 = Monday) in the page's language. */
export function weekdayName(day: number, locale: string): string {
  // 2026-11-23 is a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 23 + day)),
  )
}

/** The names of the outlet services and the "open now" line, translated. */
export function useOutletTexts(locale: string) {
  const { t } = useLingui()
  const services: Record<OutletService, string> = {
    pickup: t`Order pickup`,
    fitting: t`Fitting room`,
    repair: t`Gear repair`,
    rental: t`Equipment rental`,
    returns: t`Returns accepted`,
    consultation: t`Travel consultation`,
    visa: t`Visa support`,
    insurance: t`Travel insurance`,
  }
  const status = (value: OutletStatus): string => {
    if (value.state === 'unknown') return ''
    if (value.state === 'open') {
      if (value.closesAt === null) return t`Open 24 hours`
      const time = value.closesAt
      return t`Open now, until ${time}`
    }
    if (value.opensAt === null || value.opensDay === null) return t`Closed`
    const time = value.opensAt
    const day = weekdayName(value.opensDay, locale)
    return t`Closed, opens ${day} at ${time}`
  }
  return { services, status, serviceName: (s: string) => services[s as OutletService] ?? s }
}
