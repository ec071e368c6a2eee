import { Trans } from '@lingui/react/macro'
import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { titleMeta } from '../../lib/i18n/title-meta.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'comingSoon')

/**
 * A registered page whose screen is not built yet (a later milestone fills it): an honest, free-layout
 * notice with a way back, not a crash or a 404. The route list test names every such page.
 */
export default function ComingSoon() {
  return (
    <section aria-labelledby="soon-title" style={{ textAlign: 'center', padding: '3rem 1rem' }}>
      <h1 id="soon-title">
        <Trans>Coming soon</Trans>
      </h1>
      <p>
        <Trans>This page is being built. Meanwhile, the catalogue is open.</Trans>
      </p>
      <Link to="/catalog/">
        <Trans>To catalog</Trans>
      </Link>
    </section>
  )
}
