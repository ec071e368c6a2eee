import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link, useLocation, useRouteLoaderData } from '@remix-run/react'
import { type FocusEvent, type KeyboardEvent, useEffect, useRef } from 'react'
import { loginHref } from '../../lib/links.ts'
import { readPriceAccess, SHOP_ROUTE_ID, showsGuestLabel } from '../pricing/price-access.ts'
import * as styles from './account-menu.css.ts'
import { accountSummary, type HeaderUser, readHeaderUser } from './header-account.ts'

/**
 * The header's account part. Signed out: "Sign in" (coming back to this page) and, when prices are hidden from
 * guests (spec §6), the Guest label. Signed in: a disclosure (`<details>`, so it opens without JavaScript too)
 * named by the customer, with the level or the on-approval note under the name, and My orders, Profile and
 * Log out. With JavaScript it also closes on Escape, on a click outside, when the focus leaves it (tabbing
 * past the last item or back before the summary) and after navigating.
 */
export function AccountMenu({ signedIn }: { signedIn: boolean }) {
  const shop = useRouteLoaderData(SHOP_ROUTE_ID)
  const user =
    readHeaderUser(shop) ?? (signedIn ? { firstName: '', lastName: '', state: '', levelText: '' } : null)
  const location = useLocation()
  if (user) return <SignedInMenu user={user} />
  return (
    <span className={styles.signIn}>
      {showsGuestLabel(readPriceAccess(shop)) ? (
        <span className={styles.guest}>
          <Trans>Guest</Trans>
        </span>
      ) : null}
      <Link to={loginHref(`${location.pathname}${location.search}`)} className={styles.link}>
        <Trans>Sign in</Trans>
      </Link>
    </span>
  )
}

function SignedInMenu({ user }: { user: HeaderUser }) {
  const { t } = useLingui()
  const { name, note } = accountSummary(user)
  const details = useRef<HTMLDetailsElement>(null)
  const location = useLocation()
  // A link in the menu navigates without a reload: the menu must not stay open over the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a location change
  useEffect(() => {
    if (details.current) details.current.open = false
  }, [location.key])
  useEffect(() => {
    const closeOutside = (event: MouseEvent) => {
      const menu = details.current
      if (menu?.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false
    }
    document.addEventListener('click', closeOutside)
    return () => document.removeEventListener('click', closeOutside)
  }, [])
  const onKeyDown = (event: KeyboardEvent) => {
    const menu = details.current
    if (event.key !== 'Escape' || !menu?.open) return
    menu.open = false
    menu.querySelector('summary')?.focus()
  }
  const onBlur = (event: FocusEvent) => {
    const menu = details.current
    // relatedTarget is where the focus goes; null when it leaves the page (then the menu may stay open).
    const next = event.relatedTarget
    if (menu?.open && next instanceof Node && !menu.contains(next)) menu.open = false
  }
  return (
    <details ref={details} className={styles.menu} onKeyDown={onKeyDown} onBlur={onBlur}>
      <summary className={styles.summary}>
        <span className={styles.name}>{name || t`My account`}</span>
        {note === 'on_approval' ? (
          <span className={styles.note}>
            <Trans>Price access is being verified</Trans>
          </span>
        ) : null}
        {note === 'level' ? <span className={styles.note}>{user.levelText}</span> : null}
      </summary>
      <ul className={styles.list}>
        <li>
          <Link to="/my/orders/" className={styles.item}>
            <Trans>My orders</Trans>
          </Link>
        </li>
        <li>
          <Link to="/my/profile/" className={styles.item}>
            <Trans>Profile</Trans>
          </Link>
        </li>
        <li>
          <Link to="/my/last-viewed/" className={styles.item}>
            <Trans>Last viewed</Trans>
          </Link>
        </li>
        <li>
          <Link to="/my/subscriptions/" className={styles.item}>
            <Trans>Subscriptions</Trans>
          </Link>
        </li>
        <li>
          <Link to="/my/important-dates/" className={styles.item}>
            <Trans>Important dates</Trans>
          </Link>
        </li>
        <li>
          <Form method="post" action="/logout/" className={styles.logoutForm}>
            <button type="submit" className={styles.item}>
              <Trans>Log out</Trans>
            </button>
          </Form>
        </li>
      </ul>
    </details>
  )
}
