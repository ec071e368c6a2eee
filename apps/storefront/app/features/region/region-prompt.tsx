import { Trans } from '@lingui/react/macro'
import { Form, Link, useLocation } from '@remix-run/react'
import { Button } from '@vitrina/ui/button'
import * as styles from './region.css.ts'

/**
 * Under the header until the shopper picks a city: "Is this your city?" for an IP guess, or the
 * undetermined-region message with advice (spec §2, §8). Both lead to the region screen.
 */
export function RegionPrompt({
  region,
  source,
}: {
  region: { slug: string; name: string } | null
  source: string
}) {
  const location = useLocation()
  if (source === 'cookie') return null
  const returnTo = `${location.pathname}${location.search}`
  const chooseHref = `/screens/region/?returnTo=${encodeURIComponent(returnTo)}`
  return (
    <aside aria-label="Region" className={styles.prompt}>
      {source === 'geoip' && region ? (
        <Form method="post" action="/screens/region/" className={styles.promptForm}>
          <span>
            <Trans>Is this your city? {region.name}</Trans>
          </span>
          <input type="hidden" name="returnTo" value={returnTo} />
          <Button type="submit" name="region" value={region.slug} variant="secondary" size="sm">
            <Trans>Yes</Trans>
          </Button>
          <Link to={chooseHref}>
            <Trans>Choose another</Trans>
          </Link>
        </Form>
      ) : (
        <p className={styles.promptForm}>
          <span>
            <Trans>The region could not be determined. Enable geolocation or choose your city.</Trans>
          </span>
          <Link to={chooseHref}>
            <Trans>Choose your city</Trans>
          </Link>
        </p>
      )}
    </aside>
  )
}
