import { Trans, useLingui } from '@lingui/react/macro'
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import type { PromoCode } from '@vitrina/api-client/schemas/promo-code'
import { intlTag } from '@vitrina/domain/locale'
import { Badge } from '@vitrina/ui/badge'
import { EmptyState } from '@vitrina/ui/empty-state'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { formatOrderDate } from '../../features/orders/order-state-label.tsx'
import * as styles from '../../features/orders/orders.css.ts'
import { NO_STORE, rethrowApiError } from '../../features/orders/orders.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { useLocale } from '../../lib/root-data.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'promoCodes')
export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  const codes = await context.api.promotions.listMyPromoCodes().catch(rethrowApiError)
  return data({ codes: codes.results, currency: context.company.currency }, { headers: NO_STORE })
}

const TONES = { active: 'success', used: 'neutral', expired: 'warning' } as const

/**
 * /my/promo-codes (issue 14; the spec lists no route for it, docs/decisions/019): the customer's personal promo
 * codes with what they give, until when, and their state (spec §3: active, used, expired).
 */
export default function PromoCodesPage() {
  const { codes, currency } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const locale = useLocale()
  const state = (code: PromoCode) =>
    ({ active: t`Active`, used: t`Used`, expired: t({ message: 'Expired', context: 'promo code' }) })[
      code.state
    ]
  const value = (code: PromoCode) =>
    code.percent !== null
      ? t`${code.percent}% off`
      : code.amount !== null
        ? t`${new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency, maximumFractionDigits: 0 }).format(Number(code.amount))} off`
        : ''
  return (
    <article aria-labelledby="promo-codes-title" className={styles.page}>
      <h1 id="promo-codes-title" className={styles.title}>
        <Trans>My promo codes</Trans>
      </h1>
      {codes.length === 0 ? (
        <EmptyState
          title={t`You have no personal promo codes yet.`}
          action={<Link to="/promotions/">{t`See promotions`}</Link>}
        >
          {t`Take part in a promotion that gives a personal promo code, and it will appear here.`}
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label={t`Personal promo codes`}>
          {codes.map((code) => (
            <li key={code.code} className={styles.row}>
              <span className={styles.strong} data-promo-code={code.code}>
                {code.code}
              </span>
              <span>{value(code)}</span>
              {code.promotion ? (
                <Link to={`/promotions/${code.promotion.slug}/`}>{code.promotion.title}</Link>
              ) : null}
              {code.active_until ? (
                <span className={styles.muted}>
                  <Trans>Valid until {formatOrderDate(code.active_until, locale)}</Trans>
                </span>
              ) : null}
              <span>
                <Badge tone={TONES[code.state]}>{state(code)}</Badge>
              </span>
            </li>
          ))}
        </ul>
      )}
      {codes.some((c) => c.state === 'active') ? (
        <p className={styles.muted}>
          <Trans>Enter an active code in the cart. A personal code works only in your account.</Trans>
        </p>
      ) : null}
    </article>
  )
}
