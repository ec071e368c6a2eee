import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Form, Link, useLocation } from '@remix-run/react'
import { Button } from '@vitrina/ui/button'
import { TextField } from '@vitrina/ui/text-field'
import type { ReactNode } from 'react'
import { AccountMenu } from '../account/account-menu.tsx'
import { CatalogEntry } from './catalog-entry.tsx'
import { PhoneMenu } from './phone-menu.tsx'
import * as styles from './site-layout.css.ts'

type HeaderProps = {
  company: { name: string; logo: string | null }
  /** null: not known yet (a guest's shared page, before the count arrives) or without JavaScript. */
  cartCount: number | null
  signedIn: boolean
  locale: 'en' | 'ru'
  region: { name: string } | null
  gotoCatalog: boolean
  /** The site menu as phones show it in the "Menu" sheet (the same menu the page has after its content). */
  phoneMenu: ReactNode
}

/**
 * The site header. Catalogue entry per spec §2: with navigation_goto_catalog_instead_of_modal, or without
 * JavaScript, it is a plain link to /catalog/; the panel/mobile variants enhance it on the client.
 * Below the desktop breakpoint it is compact and sticky: logo, cart with its count and "Menu" on the first
 * row, catalogue and search on the second. The region, account and language go to the site menu after the
 * page's content (`PhoneTools`, reached by "Menu", an anchor that works without JavaScript).
 */
export function SiteHeader({
  company,
  cartCount,
  signedIn,
  locale,
  region,
  gotoCatalog,
  phoneMenu,
}: HeaderProps) {
  const { t } = useLingui()
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label={t`${company.name}: home`}>
          {company.logo ? <img src={company.logo} alt="" width={32} height={32} /> : null}
          <span className={styles.logoName}>{company.name}</span>
        </Link>
        <nav aria-label={t`Main`} className={styles.nav}>
          <CatalogEntry gotoCatalog={gotoCatalog} />
        </nav>
        <Form
          method="get"
          action="/catalog/search/"
          role="search"
          aria-label={t`Site search`}
          className={styles.search}
        >
          <TextField
            id="site-search"
            label={<Trans>Search products</Trans>}
            labelHidden
            fieldClassName={styles.searchField}
            name="q"
            type="search"
            placeholder={t`Search products`}
            maxLength={200}
          />
          <Button type="submit">
            <Trans>Search</Trans>
          </Button>
        </Form>
        <div className={styles.tools}>
          {region ? <span className={styles.region}>{region.name}</span> : null}
          <Link to="/favorites/" className={styles.navLink}>
            <Trans>Favourites</Trans>
          </Link>
          <AccountMenu signedIn={signedIn} />
        </div>
        {/* The accessible name starts with the visible text ("Cart 2"), then says what the number counts. */}
        <Link to="/cart/" className={styles.cartLink}>
          <CartIcon />
          <span className={styles.cartText}>
            <Trans>Cart</Trans>
          </span>
          {/* A guest's count is known after hydration (a cached page carries none): until then no number. */}
          {cartCount === null ? null : (
            <>
              {' '}
              <span className={styles.badge}>{cartCount}</span>
              <span className="visually-hidden">
                {' '}
                <Plural value={cartCount} one="item" other="items" />
              </span>
            </>
          )}
        </Link>
        <span className={styles.desktopLanguage}>
          <LanguageLink locale={locale} />
        </span>
        <PhoneMenu targetId={SITE_MENU_ID} className={styles.menuLink}>
          {phoneMenu}
        </PhoneMenu>
      </div>
    </header>
  )
}

/** The id of the site menu area after the content: the phone header's "Menu" leads there. */
export const SITE_MENU_ID = 'site-menu'

/**
 * What the compact phone header leaves out (region, account, language), shown in the site menu on phones
 * only; on wide screens the header has them.
 */
export function PhoneTools({
  signedIn,
  locale,
  region,
  inSheet = false,
}: Pick<HeaderProps, 'signedIn' | 'locale' | 'region'> & { inSheet?: boolean }) {
  const location = useLocation()
  const returnTo = encodeURIComponent(`${location.pathname}${location.search}`)
  return (
    <div className={styles.phoneTools}>
      <AccountMenu signedIn={signedIn} />
      <Link to="/favorites/" className={styles.navLink}>
        <Trans>Favourites</Trans>
      </Link>
      <Link to={`/screens/region/?returnTo=${returnTo}`} className={styles.navLink}>
        {region ? region.name : <Trans>Choose your city</Trans>}
      </Link>
      <LanguageLink locale={locale} />
      {/* In the sheet the page is right behind it: "Back to top" only belongs after the content. */}
      {inSheet ? null : (
        <a href="#main" className={styles.navLink}>
          <Trans>Back to top</Trans>
        </a>
      )}
    </div>
  )
}

/** The locale prefix route stores the choice in the cookie and comes back here (works without JS). */
function LanguageLink({ locale }: { locale: 'en' | 'ru' }) {
  const location = useLocation()
  const otherLocale = locale === 'ru' ? 'en' : 'ru'
  return (
    <a
      href={`/${otherLocale}${location.pathname}${location.search}`}
      lang={otherLocale}
      className={styles.navLink}
    >
      {otherLocale === 'en' ? 'English' : 'Русский'}
    </a>
  )
}

function CartIcon() {
  return (
    <svg className={styles.cartIcon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2M9 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
