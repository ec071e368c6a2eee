import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useFetcher, useLocation, useNavigate } from '@remix-run/react'
import { catalogEntry } from '@vitrina/domain/layout'
import { Dialog } from '@vitrina/ui/dialog'
import { type MouseEvent, useEffect, useState } from 'react'
import type { CategoryLink } from '../catalog/category-links.ts'
import { CategoryTree, type NavigationTemplate } from '../catalog/category-tree.tsx'
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
  const categories = useFetcher<{ tree: CategoryLink[]; template: NavigationTemplate }>()
  const navigate = useNavigate()
  const { pathname } = useLocation()

  // Overlays close when the path changes (spec §2), e.g. after a category link in the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on each path change.
  useEffect(() => setOpen(false), [pathname])
  // The page behind does not scroll while the panel is open (the kit's Dialog makes it inert).
  useEffect(() => (open ? pageScrollLock().lock() : undefined), [open])

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
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={<Trans>Catalog</Trans>}
        closeLabel={t`Close`}
        size="lg"
      >
        {categories.data ? (
          <CategoryTree
            tree={categories.data.tree}
            label={t`Categories`}
            template={categories.data.template}
          />
        ) : (
          <p aria-live="polite">
            {categories.state === 'idle' ? t`Could not load the catalogue.` : t`Loading…`}
          </p>
        )}
        <Link to="/catalog/all-categories/">
          <Trans>All categories</Trans>
        </Link>
      </Dialog>
    </>
  )
}
