import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { forwardCacheHeaders, pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import * as catalogStyles from '../../features/catalog/catalog.css.ts'
import { siteName } from '../../features/catalog/listing.server.ts'
import { type PageSeo, pageTitle, seoMeta } from '../../features/catalog/seo-meta.ts'
import { companyContacts, settingsLink } from '../../features/content/company-contacts.ts'
import { ContactList } from '../../features/content/contact-list.tsx'
import * as styles from '../../features/content/content.css.ts'
import { paragraphs } from '../../features/content/content-slug.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { createServerI18n } from '../../lib/i18n/messages.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const headers = forwardCacheHeaders

/** The company page (spec §2 `/company/`) from the tenant settings: who runs the shop, its legal details. */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  const { company } = context
  const i18n = await createServerI18n(context.locale)
  const site = siteName(company)
  const seo: PageSeo = {
    title: pageTitle(i18n._(msg`About the company`), site),
    description: company.site_meta.description,
    canonical: `${requestOrigin(request)}/company/`,
    image: null,
    siteName: site,
    locale: context.locale,
  }
  return data(
    {
      name: site,
      about: paragraphs(company.site_meta.description),
      legal: companyContacts(company.seller, ['name', 'address', 'registration']),
      privacy: settingsLink(company.privacy_url),
      terms: settingsLink(company.terms_url),
      seo,
    },
    { headers: pageCacheHeaders(request) },
  )
}

export default function CompanyPage() {
  const page = useLoaderData<typeof loader>()
  return (
    <article className={styles.prose}>
      <h1 className={catalogStyles.title}>{page.name}</h1>
      {page.about.map((text) => (
        <p key={text} className={styles.paragraph}>
          {text}
        </p>
      ))}
      {page.legal.length > 0 ? (
        <section aria-labelledby="legal-title">
          <h2 id="legal-title" className={catalogStyles.sectionTitle}>
            <Trans>Legal information</Trans>
          </h2>
          <ContactList rows={page.legal} />
        </section>
      ) : null}
      <ul className={styles.actions}>
        <li>
          <Link to="/contacts/">
            <Trans>Contacts</Trans>
          </Link>
        </li>
        {page.privacy ? (
          <li>
            <a href={page.privacy}>
              <Trans>Privacy policy</Trans>
            </a>
          </li>
        ) : null}
        {page.terms ? (
          <li>
            <a href={page.terms}>
              <Trans>Terms of sale</Trans>
            </a>
          </li>
        ) : null}
      </ul>
    </article>
  )
}
