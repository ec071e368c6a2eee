import { useLingui } from '@lingui/react/macro'
import { Link, useLocation } from '@remix-run/react'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import type { MenuEntry } from '../../lib/navigation.server.ts'
import * as styles from './main-menu.css.ts'
import { type MenuLink, menuLinks } from './menu-links.ts'

/**
 * The company's navigation menu under the header (spec §2, §3). Items show at the widths their flags say
 * (CSS only); an item with children is a disclosure (`<details>`: keyboard and touch friendly, works without
 * JavaScript) listing the item itself and its children. With JavaScript, Esc closes an open submenu and
 * returns focus to it, a click elsewhere or a path change closes it.
 */
export function MainMenu({ entries, signedIn }: { entries: readonly MenuEntry[]; signedIn: boolean }) {
  const { t } = useLingui()
  const nav = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const links = menuLinks(entries, signedIn)

  // biome-ignore lint/correctness/useExhaustiveDependencies: overlays close on each path change.
  useEffect(() => closeAll(nav.current), [pathname])
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.current?.contains(event.target)) closeAll(nav.current)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [])

  if (links.length === 0) return null
  return (
    <nav ref={nav} aria-label={t`Menu`} className={styles.nav} onKeyDown={closeOnEscape}>
      <ul className={styles.list}>
        {links.map((link) => (
          <MenuItem key={link.id} link={link} pathname={pathname} topLevel />
        ))}
      </ul>
    </nav>
  )
}

function MenuItem({ link, pathname, topLevel }: { link: MenuLink; pathname: string; topLevel?: boolean }) {
  const show = link.show === 'desktop' ? styles.desktopOnly : link.show === 'mobile' ? styles.mobileOnly : ''
  const className = `${styles.item} ${show}`.trim()
  if (link.children.length === 0) {
    return (
      <li className={className}>
        <MenuAnchor link={link} pathname={pathname} />
      </li>
    )
  }
  return (
    <li className={className}>
      {/* Top-level submenus are exclusive: opening one closes the other (nested ones keep their parent). */}
      <details name={topLevel ? 'main-menu' : undefined}>
        <summary className={styles.summary}>{link.name}</summary>
        <ul className={styles.submenu}>
          <li>
            <MenuAnchor link={link} pathname={pathname} />
          </li>
          {link.children.map((child) => (
            <MenuItem key={child.id} link={child} pathname={pathname} />
          ))}
        </ul>
      </details>
    </li>
  )
}

function MenuAnchor({ link, pathname }: { link: MenuLink; pathname: string }) {
  const { t } = useLingui()
  if (link.external) {
    return (
      <a
        href={link.href}
        className={styles.link}
        rel="noopener noreferrer"
        target={link.newTab ? '_blank' : undefined}
      >
        {link.name}
        {link.newTab ? <span className="visually-hidden"> {t`(opens in a new tab)`}</span> : null}
      </a>
    )
  }
  return (
    <Link to={link.href} className={styles.link} aria-current={link.href === pathname ? 'page' : undefined}>
      {link.name}
    </Link>
  )
}

function closeAll(root: HTMLElement | null) {
  for (const details of root?.querySelectorAll('details[open]') ?? []) details.removeAttribute('open')
}

function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Escape' || !(event.target instanceof Element)) return
  const details = event.target.closest('details[open]')
  if (!details) return
  details.removeAttribute('open')
  details.querySelector('summary')?.focus()
}
