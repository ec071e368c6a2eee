import { useLingui } from '@lingui/react/macro'
import type { SerializeFrom } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { EmptyState } from '@vitrina/ui/empty-state'
import { TrailBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx'
import { TourCards } from '../../features/tours/tour-cards.tsx'
import * as styles from '../../features/tours/tours.css.ts'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'
import type { loadTourPath } from './tour.server.ts'

type Page = Extract<SerializeFrom<typeof loadTourPath>, { kind: 'category' }>

/** A tour section: its subsections and its tours. */
export function TourCategoryView({ page }: { page: Page }) {
  const { t } = useLingui()
  const locale = useLocale()
  const currency = useShopCurrency()
  return (
    <>
      <TrailBreadcrumbs trail={page.crumbs} origin={page.origin} />
      <h1 className={styles.title}>{page.name}</h1>
      {page.subsections.length > 0 ? (
        <ul className={styles.facts} aria-label={t`Subsections`}>
          {page.subsections.map((s) => (
            <li key={s.id}>
              <Link to={s.href}>{s.name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      {page.tours.length === 0 ? (
        <EmptyState title={t`No tours in this section yet`} />
      ) : (
        <TourCards tours={page.tours} label={page.name} currency={currency} locale={locale} />
      )}
    </>
  )
}
