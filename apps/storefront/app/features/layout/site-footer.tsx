import { Trans } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import * as styles from './site-layout.css.ts'

export function SiteFooter({ name, text }: { name: string; text: string }) {
  const year = new Date().getFullYear()
  return (
    <footer className={styles.footer}>
      <nav aria-label="Footer" className={styles.footerNav}>
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
      </nav>
      {/* footer_text is the company's plain text: rendered as text, never as HTML. */}
      {text ? <p>{text}</p> : null}
      <p className={styles.copyright}>
        © {year} {name}
      </p>
    </footer>
  )
}
