import { useLingui } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import * as styles from '../../features/catalog/catalog.css.ts'
import { CategoryTiles } from '../../features/catalog/category-tiles.tsx'
import type { CardDisplay } from '../../features/catalog/product-cards.ts'
import { ProductList } from '../../features/catalog/product-list.tsx'
import type { HomeSection } from './home.server.ts'

/** A banner: the picture is decorative, the title is the link text. */
function Banner({ section }: { section: Extract<HomeSection, { kind: 'banner' }> }) {
  const content = (
    <>
      {section.image ? <img src={section.image} alt="" className={styles.bannerImage} /> : null}
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
  return sections.map((section) => {
    if (section.kind === 'banner') {
      return (
        <section key={section.key} aria-label={section.title || undefined}>
          <Banner section={section} />
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
