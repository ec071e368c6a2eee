import type { CardDisplay, CardView } from '../catalog/product-cards.ts'
import { ProductList } from '../catalog/product-list.tsx'
import { Deferred } from './deferred.tsx'
import * as styles from './product.css.ts'

/** A streamed shelf of related products (similar, collection, bought together); hidden when empty or failed. */
export function RelatedProducts({
  id,
  title,
  products,
  display,
}: {
  id: string
  title: string
  products: Promise<CardView[] | null>
  display: CardDisplay
}) {
  return (
    <Deferred resolve={products}>
      {(list) =>
        list && list.length > 0 ? (
          <section className={styles.section} aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`} className={styles.sectionTitle}>
              {title}
            </h2>
            <ProductList products={list} display={display} label={title} />
          </section>
        ) : null
      }
    </Deferred>
  )
}
