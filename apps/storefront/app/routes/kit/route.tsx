import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { themeStyle, themeTokens } from '@vitrina/ui/theme'
import { KIT_BRANDS, kitCatalogueEnabled } from '../../features/kit-catalogue/kit-brands.ts'
import * as styles from '../../features/kit-catalogue/kit-catalogue.css.ts'
import { KitShowcase } from '../../features/kit-catalogue/kit-showcase.tsx'
import { env } from '../../lib/env.server.ts'

export const meta: MetaFunction = () => [
  { title: 'Vitrina UI kit' },
  { name: 'robots', content: 'noindex, nofollow' },
]

/** `/_kit`: the component catalogue (packages/ui/README.md); a 404 in production without the e2e flag. */
export const loader = (_: LoaderFunctionArgs) => {
  if (!kitCatalogueEnabled(env())) throw data(null, { status: 404 })
  return data(null, { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } })
}

export default function KitCatalogue() {
  return (
    <div className={styles.page}>
      <h1>Vitrina UI kit</h1>
      <p>
        Every component of <code>@vitrina/ui</code> in its states, under each brand's theme. Hover and focus
        are shown by the browser test (e2e/specs/kit.spec.ts), which screenshots this page.
      </p>
      {KIT_BRANDS.map((brand) => (
        <section
          key={brand.id}
          aria-labelledby={`kit-${brand.id}`}
          data-kit-theme={brand.id}
          className={styles.brand}
          style={themeStyle(themeTokens(brand.settings))}
        >
          <h2 id={`kit-${brand.id}`} className={styles.brandHeader}>
            {brand.name}
          </h2>
          <KitShowcase brand={brand.id} />
        </section>
      ))}
    </div>
  )
}
