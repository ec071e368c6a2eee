import { Link } from '@remix-run/react'
import * as styles from './catalog.css.ts'

type Tile = { id: number; name: string; href: string; image: string | null }

/** Categories as picture tiles (home page). The name is the link text, so the picture is decorative. */
export function CategoryTiles({ categories, label }: { categories: readonly Tile[]; label: string }) {
  return (
    <ul className={styles.tiles} aria-label={label}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={category.href} className={styles.tile} prefetch="intent">
            {category.image ? (
              <img src={category.image} alt="" loading="lazy" className={styles.tileImage} />
            ) : null}
            <span>{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** Categories as a row of text links (the subcategories of a category page). */
export function CategoryChips({ categories, label }: { categories: readonly Tile[]; label: string }) {
  if (categories.length === 0) return null
  return (
    <nav aria-label={label}>
      <ul className={styles.chips}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={category.href} className={styles.chip} prefetch="intent">
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
