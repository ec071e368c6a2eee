import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import { isExternalHref } from '@vitrina/domain/links'
import type { ReactNode } from 'react'
import * as footer from './footer.css.ts'
import type { FrameSettings } from './frame-settings.ts'
import { SellerTooltip } from './seller-tooltip.tsx'
import * as styles from './site-layout.css.ts'

/**
 * The site footer (spec §3): site links, the company's footer_text (plain text, never HTML), privacy and
 * terms links and mobile app links when the company has them, the seller tooltip, and the "Powered by
 * Vitrina" origin line unless `footer.is_origin_hidden`.
 */
export function SiteFooter({
  name,
  text,
  settings,
}: {
  name: string
  text: string
  settings: FrameSettings | null
}) {
  const { t } = useLingui()
  const year = new Date().getFullYear()
  const privacy = settings?.footer.privacyUrl
  const terms = settings?.footer.termsUrl
  const apps = settings?.appLinks
  return (
    <footer className={styles.footer}>
      <nav aria-label={t`Footer`} className={styles.footerNav}>
        <Link to="/catalog/">
          <Trans>Catalog</Trans>
        </Link>
        <Link to="/promotions/">
          <Trans>Promotions</Trans>
        </Link>
        <Link to="/shops/">
          <Trans>Shops</Trans>
        </Link>
        <Link to="/contacts/">
          <Trans>Contacts</Trans>
        </Link>
        {privacy ? <FooterLink href={privacy}>{t`Privacy policy`}</FooterLink> : null}
        {terms ? <FooterLink href={terms}>{t`Terms of use`}</FooterLink> : null}
      </nav>
      {apps && (apps.apple || apps.google || apps.common) ? (
        <ul aria-label={t`Mobile app`} className={footer.list}>
          {apps.apple ? <AppLink href={apps.apple}>App Store</AppLink> : null}
          {apps.google ? <AppLink href={apps.google}>Google Play</AppLink> : null}
          {apps.common ? <AppLink href={apps.common}>{t`Mobile app`}</AppLink> : null}
        </ul>
      ) : null}
      {text ? <p className={footer.text}>{text}</p> : null}
      <div className={footer.row}>
        <SellerTooltip seller={settings?.seller ?? null} />
      </div>
      <p className={styles.copyright}>
        © {year} {name}
        {settings?.footer.originHidden ? null : (
          <span className={footer.origin}>
            {' · '}
            <Trans>Powered by Vitrina</Trans>
          </span>
        )}
      </p>
    </footer>
  )
}

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return isExternalHref(href) ? (
    <a href={href} rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link to={href}>{children}</Link>
  )
}

function AppLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <a href={href} rel="noopener noreferrer">
        {children}
      </a>
    </li>
  )
}
