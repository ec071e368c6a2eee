import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { forwardCacheHeaders, pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import * as catalogStyles from '../../features/catalog/catalog.css.ts'
import { siteName } from '../../features/catalog/listing.server.ts'
import { type PageSeo, pageTitle, seoMeta } from '../../features/catalog/seo-meta.ts'
import { companyContacts } from '../../features/content/company-contacts.ts'
import { ContactList } from '../../features/content/contact-list.tsx'
import * as styles from '../../features/content/content.css.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { createServerI18n } from '../../lib/i18n/messages.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const headers = forwardCacheHeaders

/**
 * Contacts (spec §2 `/contacts/`): the company's phone, e-mail and address from its settings, and its outlets
 * in the shopper's region. The outlet list may fail alone; the contacts still show.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  const { company } = context
  const [i18n, outlets] = await Promise.all([
    createServerI18n(context.locale),
    context.api.catalog.listOutlets({ kind: 'outlet' }).catch(() => null),
  ])
  const site = siteName(company)
  const seo: PageSeo = {
    title: pageTitle(i18n._(msg`Contacts`), site),
    description: '',
    canonical: `${requestOrigin(request)}/contacts/`,
    image: null,
    siteName: site,
    locale: context.locale,
  }
  return data(
    {
      name: site,
      contacts: companyContacts(company.seller, ['phone', 'email', 'address']),
      outletName: company.outlet_name,
      region: context.region?.name ?? null,
      outlets:
        outlets?.results.map((o) => ({
          id: o.id,
          name: o.name,
          address: o.address,
          schedule: o.schedule,
          phone: companyContacts({ ...EMPTY_SELLER, phone: o.phone }, ['phone'])[0] ?? null,
        })) ?? [],
      seo,
    },
    { headers: pageCacheHeaders(request) },
  )
}

const EMPTY_SELLER = { name: null, address: null, email: null, phone: null, registration_number: null }

export default function ContactsPage() {
  const page = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const outletsTitle = page.outletName === 'office' ? t`Our offices` : t`Our shops`
  return (
    <article>
      <h1 className={catalogStyles.title}>
        <Trans>Contacts</Trans>
      </h1>
      {page.contacts.length === 0 ? (
        <p className={catalogStyles.muted}>{page.name}</p>
      ) : (
        <ContactList rows={page.contacts} />
      )}
      {page.outlets.length > 0 ? (
        <section aria-labelledby="outlets-title">
          <h2 id="outlets-title" className={catalogStyles.sectionTitle}>
            {page.region ? `${outletsTitle}: ${page.region}` : outletsTitle}
          </h2>
          <ul className={styles.cards}>
            {page.outlets.map((outlet) => (
              <li key={outlet.id} className={styles.card}>
                <h3 className={styles.cardTitle}>{outlet.name}</h3>
                <p className={styles.definition}>{outlet.address}</p>
                {outlet.schedule ? <p className={styles.definition}>{outlet.schedule}</p> : null}
                {outlet.phone ? (
                  <p className={styles.definition}>
                    {outlet.phone.href ? (
                      <a href={outlet.phone.href}>{outlet.phone.value}</a>
                    ) : (
                      outlet.phone.value
                    )}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
