import { Trans } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import * as styles from './product.css.ts'

/**
 * Properties, description and the size guide link. The company's `product_properties_view` decides the
 * layout: 'rows' (name and value side by side) or the default 'rows-column' (rows laid out in columns).
 */
export function ProductDetails({
  properties,
  description,
  sizeGuide,
  view,
}: {
  properties: readonly { name: string; value: string }[]
  description: string
  sizeGuide: string | null
  view: string
}) {
  const layout = view === 'rows' ? 'rows' : 'rows-column'
  return (
    <div className={styles.details}>
      {properties.length > 0 ? (
        <section className={styles.section} aria-labelledby="properties-title">
          <h2 id="properties-title" className={styles.sectionTitle}>
            <Trans>Characteristics</Trans>
          </h2>
          <dl className={styles.properties[layout]}>
            {properties.map((property) => (
              <div key={`${property.name}:${property.value}`} className={styles.propertyRow[layout]}>
                <dt className={styles.propertyName}>{property.name}</dt>
                <dd className={styles.propertyValue}>{property.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {description ? (
        <section className={styles.section} aria-labelledby="description-title">
          <h2 id="description-title" className={styles.sectionTitle}>
            <Trans>Description</Trans>
          </h2>
          <p className={styles.description}>{description}</p>
        </section>
      ) : null}
      {sizeGuide ? (
        <p>
          <Link to={sizeGuide}>
            <Trans>Size guide</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  )
}
