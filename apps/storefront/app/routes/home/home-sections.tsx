import { useLingui } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import * as styles from '../../features/catalog/catalog.css.ts'
import { CategoryTiles } from '../../features/catalog/category-tiles.tsx'
import type { CardDisplay } from '../../features/catalog/product-cards.ts'
import { ProductList } from '../../features/catalog/product-list.tsx'
import type { HomeSection } from './home.server.ts'

/** Banners are 8:3 pictures: the box is reserved before the image arrives (no layout shift). */
const BANNER_WIDTH = 1200
const BANNER_HEIGHT = 450

/**
 * A banner: the picture is decorative, the title is the link text. The first block's banner is the home
 * page's largest paint: fetched at high priority, never lazily; later ones load as they near the screen.
 */
function Banner({ section, first }: { section: Extract<HomeSection, { kind: 'banner' }>; first: boolean }) {
  // React 18 does not know `fetchPriority`; the lowercase attribute passes through to the HTML.
  const loading = first ? { loading: 'eager' as const, fetchpriority: 'high' } : { loading: 'lazy' as const }
  const content = (
    <>
      {section.image ? (
        <img
          src={section.image}
          alt=""
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          decoding="async"
          {...loading}
          className={styles.bannerImage}
        />
      ) : null}
      {section.title ? <p className={styles.bannerTitle}>{section.title}</p> : null}
    </>
  )
  if (section.href === '') return <div className={styles.banner}>{content}</div>
  // An admin link may leave the site: a plain <a> then; same-site paths navigate in the app.
  return section.href.startsWith('/') ? (
    <Link to={section.href} className={styles.banner}>
      {content}
    </Link>
  ) : (
    <a href={section.href} className={styles.banner}>
      {content}
    </a>
  )
}

/** The home page blocks, each a labelled section with its title as a heading. */
export function HomeSections({
  sections,
  display,
}: {
  sections: readonly HomeSection[]
  display: CardDisplay
}) {
  const { t } = useLingui()
  return sections.map((section, index) => {
    if (section.kind === 'banner') {
      return (
        <section key={section.key} aria-label={section.title || undefined}>
          <Banner section={section} first={index === 0} />
        </section>
      )
    }
    const titleId = `${section.key}-title`
    const title = section.title || (section.kind === 'categories' ? t`Categories` : t`Products`)
    return (
      <section key={section.key} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        {section.kind === 'products' ? (
          <ProductList products={section.products} display={display} label={title} />
        ) : (
          <CategoryTiles categories={section.categories} label={title} />
        )}
      </section>
    )
  })
}
