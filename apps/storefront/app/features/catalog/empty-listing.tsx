import { Trans } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import { buttonClass } from '@vitrina/ui/button'
import * as styles from './catalog.css.ts'

/**
 * What a listing shows instead of products: with filters on, that they found nothing and a way to drop
 * them; without, that the category is empty for now and a way back to the catalogue.
 */
export function EmptyListing({ filtered, resetHref }: { filtered: boolean; resetHref: string }) {
  return (
    <div className={styles.empty} role="status">
      {filtered ? (
        <>
          <p>
            <Trans>Nothing found for these filters</Trans>
          </p>
          <Link to={resetHref} className={buttonClass()}>
            <Trans>Reset filters</Trans>
          </Link>
        </>
      ) : (
        <>
          <p>
            <Trans>There are no products here yet.</Trans>
          </p>
          <Link to="/catalog/" className={buttonClass()}>
            <Trans>To catalog</Trans>
          </Link>
        </>
      )}
    </div>
  )
}
