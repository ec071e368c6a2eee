import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import type { LoyaltyAccount, LoyaltyOperation } from '@vitrina/api-client/schemas/loyalty'
import { groupCardNumber } from '@vitrina/domain/format'
import { userLevelText } from '@vitrina/domain/price-restriction'
import { Price } from '@vitrina/ui/price'
import { TabLinks } from '@vitrina/ui/tab-links'
import { formatOrderDate } from '../orders/order-state-label.tsx'
import { ShowMoreLink } from '../orders/show-more-link.tsx'
import { isCredit } from './balance-rules.ts'
import * as styles from './loyalty.css.ts'
import { operationLabel } from './operation-label.ts'

type Props = {
  tab: 'about' | 'details'
  base: string
  account: LoyaltyAccount
  barcodeSvg: string
  operations: LoyaltyOperation[]
  moreHref: string | null
  locale: string
  currency: string
}

/** The loyalty balance (spec §2 "Loyalty balance"): About (card, balance, upcoming, terms) and Details (history). */
export function BalanceView(props: Props) {
  const { t } = useLingui()
  const { tab, base } = props
  return (
    <section aria-labelledby="balance-title" className={styles.page}>
      <h1 id="balance-title" className={styles.title}>
        <Trans>Bonus balance</Trans>
      </h1>
      <TabLinks
        label={t`Bonus balance`}
        items={[
          { href: base, label: t`About`, current: tab === 'about' },
          { href: `${base}details/`, label: t`Details`, current: tab === 'details' },
        ]}
        renderLink={({ href, className, current, children }) => (
          <Link to={href} className={className} aria-current={current ? 'page' : undefined}>
            {children}
          </Link>
        )}
      />
      {tab === 'about' ? <AboutTab {...props} /> : <DetailsTab {...props} />}
    </section>
  )
}

function AboutTab({ account, barcodeSvg, locale, currency }: Props) {
  const { t } = useLingui()
  const grouped = groupCardNumber(account.card_number)
  const level = userLevelText(account.level)
  return (
    <>
      <div className={styles.card}>
        <h2 className={styles.sectionTitle}>
          <Trans>Bonus card</Trans>
        </h2>
        {/* Rendered on the server by bwip-js from the card's digits only: no user text reaches this markup. */}
        <figure
          className={styles.barcode}
          role="img"
          aria-label={t`Barcode of card ${grouped}`}
          data-card-number={account.card_number}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered SVG of digits (card-barcode.server.ts)
          dangerouslySetInnerHTML={{ __html: barcodeSvg }}
        />
        <p className={styles.cardNumber}>{grouped}</p>
        <p className={styles.muted}>
          <Trans>Show this barcode at the till to earn and spend points.</Trans>
        </p>
        {level ? (
          <p>
            <Trans>Level: {level}</Trans>
          </p>
        ) : null}
        <p className={styles.muted}>
          <Trans>Balance</Trans>
        </p>
        <p className={styles.balance}>
          <Price amount={account.balance} currency={currency} locale={locale} />
        </p>
        {Number(account.pending) > 0 ? (
          <p className={styles.muted}>
            <Trans>
              Pending: <Price amount={account.pending} currency={currency} locale={locale} />
            </Trans>
          </p>
        ) : null}
      </div>
      <Upcoming account={account} locale={locale} currency={currency} />
      <div className={styles.card}>
        <h2 className={styles.sectionTitle}>
          <Trans>How points work</Trans>
        </h2>
        <ul className={styles.terms}>
          <li>
            <Trans>
              Paid orders earn {account.terms.accrual_percent}% of the amount paid in points; one point is one
              unit of the shop's currency.
            </Trans>
          </li>
          <li>
            <Trans>
              Points arrive {account.terms.hold_days} days after payment, once the return window is over.
            </Trans>
          </li>
          <li>
            <Trans>
              Points can pay up to 30% of an order and expire {account.terms.lifetime_days} days after they
              arrive.
            </Trans>
          </li>
        </ul>
      </div>
    </>
  )
}

function Upcoming({ account, locale, currency }: Pick<Props, 'account' | 'locale' | 'currency'>) {
  const { t } = useLingui()
  return (
    <div className={styles.card}>
      <h2 className={styles.sectionTitle}>
        <Trans>Upcoming events</Trans>
      </h2>
      {account.upcoming.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Nothing is planned: points of your next paid order will show here.</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={t`Upcoming events`}>
          {account.upcoming.map((event) => {
            const date = formatOrderDate(event.date, locale)
            const number = event.order?.number ?? ''
            return (
              <li key={`${event.kind}-${event.date}-${number}`} className={styles.row}>
                <div>
                  <p className={styles.debit}>
                    {event.kind === 'accrual' ? (
                      number ? (
                        <Trans>
                          Points for order {number} arrive on {date}
                        </Trans>
                      ) : (
                        <Trans>Points arrive on {date}</Trans>
                      )
                    ) : (
                      <Trans>Points expire on {date}</Trans>
                    )}
                  </p>
                </div>
                <p className={event.kind === 'accrual' ? styles.credit : styles.debit}>
                  {event.kind === 'accrual' ? '+' : '−'}
                  <Price amount={event.amount} currency={currency} locale={locale} />
                </p>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

function DetailsTab({ operations, moreHref, locale, currency }: Props) {
  const { t, i18n } = useLingui()
  return (
    <div className={styles.card}>
      <h2 className={styles.sectionTitle}>
        <Trans>History of operations</Trans>
      </h2>
      {operations.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No operations yet</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={t`History of operations`}>
          {operations.map((op) => {
            const label = operationLabel(op)
            return (
              <li key={op.id} className={styles.row}>
                <div>
                  <p className={styles.debit}>{i18n._(label.title)}</p>
                  <p className={styles.muted}>
                    {formatOrderDate(op.date, locale)}
                    {label.reason ? ` · ${i18n._(label.reason)}` : null}
                    {op.order ? (
                      <>
                        {' · '}
                        <Link to={`/my/orders/${op.order.id}/`}>
                          <Trans>Order {op.order.number}</Trans>
                        </Link>
                      </>
                    ) : null}
                  </p>
                </div>
                <p className={isCredit(op.kind) ? styles.credit : styles.debit}>
                  {isCredit(op.kind) ? '+' : '−'}
                  <Price amount={op.amount} currency={currency} locale={locale} />
                </p>
              </li>
            )
          })}
        </ul>
      )}
      <ShowMoreLink href={moreHref} />
    </div>
  )
}
