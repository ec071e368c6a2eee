import { Trans } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import { buttonClass } from '@vitrina/ui/button'

/**
 * "Show more" under a list of the account (orders, purchases, bonus operations): a plain link to the next
 * page (`showMoreHref`), so it works without JavaScript; the scroll stays where the shopper was reading.
 */
export function ShowMoreLink({ href }: { href: string | null }) {
  if (!href) return null
  return (
    <Link to={href} className={buttonClass({ variant: 'secondary' })} preventScrollReset>
      <Trans>Show more</Trans>
    </Link>
  )
}
