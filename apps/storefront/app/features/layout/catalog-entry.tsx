import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useFetcher, useLocation, useNavigate } from '@remix-run/react'
import { catalogEntry } from '@vitrina/domain/layout'
import { type MouseEvent, useEffect, useRef, useState } from 'react'
import type { CategoryLink } from '../catalog/category-links.ts'
import { CategoryTree } from '../catalog/category-tree.tsx'
import * as panel from './catalog-panel.css.ts'
import { pageScrollLock } from './scroll-lock.ts'
import * as styles from './site-layout.css.ts'

/**
 * The header's catalogue entry (spec §2). Without JavaScript, and with navigation_goto_catalog_instead_of_modal,
 * it is a link to /catalog/. Otherwise a click opens the catalogue panel at 1024 px and wider (a modal
 * <dialog>: focus moves in, Esc closes, the page behind is inert and does not scroll) or goes to /m/catalog/.
 */
export function CatalogEntry({ gotoCatalog }: { gotoCatalog: boolean }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const categories = useFetcher<{ tree: CategoryLink[] }>()
  const navigate = useNavigate()
  const { pathname } = useLocation()

  // Overlays close when the path changes (spec §2), e.g. after a category link in the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on each path change.
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    const element = dialog.current
    if (!element || !open) return
    element.showModal()
    const unlock = pageScrollLock().lock()
    return () => {
      unlock()
      if (element.open) element.close()
    }
  }, [open])

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    const entry = catalogEntry(gotoCatalog, window.innerWidth)
    event.preventDefault()
    if (entry.kind === 'page') return navigate(entry.href)
    if (categories.state === 'idle' && !categories.data) categories.load('/catalog/')
    setOpen(true)
  }

  return (
    <>
      <Link to="/catalog/" className={styles.navLink} onClick={onClick}>
        <Trans>Catalog</Trans>
      </Link>
      <dialog
        ref={dialog}
        className={panel.dialog}
        aria-labelledby="catalog-panel-title"
        onClose={() => setOpen(false)}
      >
        <div className={panel.head}>
          <h2 id="catalog-panel-title" className={panel.title}>
            <Trans>Catalog</Trans>
          </h2>
          <button type="button" className={panel.close} onClick={() => setOpen(false)}>
            <Trans>Close</Trans>
          </button>
        </div>
        {categories.data ? (
          <CategoryTree tree={categories.data.tree} label={t`Categories`} />
        ) : (
          <p aria-live="polite">
            {categories.state === 'idle' ? t`Could not load the catalogue.` : t`Loading…`}
          </p>
        )}
        <Link to="/catalog/all-categories/">
          <Trans>All categories</Trans>
        </Link>
      </dialog>
    </>
  )
}
