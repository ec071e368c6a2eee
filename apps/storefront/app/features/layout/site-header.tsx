import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Form, Link, useLocation } from '@remix-run/react'
import { AccountMenu } from '../account/account-menu.tsx'
import { CatalogEntry } from './catalog-entry.tsx'
import * as styles from './site-layout.css.ts'

type HeaderProps = {
  company: { name: string; logo: string | null }
  /** null: not known yet (a guest's shared page, before the count arrives) or without JavaScript. */
  cartCount: number | null
  signedIn: boolean
  locale: 'en' | 'ru'
  region: { name: string } | null
  gotoCatalog: boolean
}

/**
 * The site header. Catalogue entry per spec §2: with navigation_goto_catalog_instead_of_modal, or without
 * JavaScript, it is a plain link to /catalog/; the panel/mobile variants enhance it on the client.
 */
export function SiteHeader({ company, cartCount, signedIn, locale, region, gotoCatalog }: HeaderProps) {
  const { t } = useLingui()
  const location = useLocation()
  const otherLocale = locale === 'ru' ? 'en' : 'ru'
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label={t`${company.name}: home`}>
          {company.logo ? <img src={company.logo} alt="" width={32} height={32} /> : null}
          <span>{company.name}</span>
        </Link>
        <nav aria-label={t`Main`} className={styles.nav}>
          <CatalogEntry gotoCatalog={gotoCatalog} />
        </nav>
        <Form method="get" action="/catalog/search/" role="search" className={styles.search}>
          <label htmlFor="site-search" className="visually-hidden">
            <Trans>Search products</Trans>
          </label>
          <input
            id="site-search"
            name="q"
            type="search"
            placeholder={t`Search products`}
            className={styles.searchInput}
            maxLength={200}
          />
          <button type="submit" className={styles.searchButton}>
            <Trans>Search</Trans>
          </button>
        </Form>
        <div className={styles.tools}>
          {region ? <span className={styles.region}>{region.name}</span> : null}
          <AccountMenu signedIn={signedIn} />
          {/* The accessible name starts with the visible text ("Cart 2"), then says what the number counts. */}
          <Link to="/cart/" className={styles.navLink}>
            <Trans>Cart</Trans>
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
          {/* The locale prefix route stores the choice in the cookie and comes back here (works without JS). */}
          <a
            href={`/${otherLocale}${location.pathname}${location.search}`}
            lang={otherLocale}
            className={styles.navLink}
          >
            {otherLocale === 'en' ? 'English' : 'Русский'}
          </a>
        </div>
      </div>
    </header>
  )
}
