import { Trans, useLingui } from '@lingui/react/macro'
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { EmptyState } from '@vitrina/ui/empty-state'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import * as styles from '../../features/legal/legal.css.ts'
import { NO_STORE, rethrowApiError } from '../../features/orders/orders.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'personalManagers')
export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  const list = await context.api.legal.listPersonalManagers().catch(rethrowApiError)
  return data({ managers: list.results }, { headers: NO_STORE })
}

/** /my/personal-managers (spec §2, §6): the managers assigned to the customer, with a call, mail and chat link. */
export default function PersonalManagersPage() {
  const { managers } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const messenger = { telegram: t`Write in Telegram`, whatsapp: t`Write in WhatsApp` }
  return (
    <article className={styles.page} aria-labelledby="managers-title">
      <h1 id="managers-title" className={styles.title}>
        <Trans>Personal managers</Trans>
      </h1>
      {managers.length === 0 ? (
        <EmptyState title={<Trans>No personal manager yet</Trans>}>
          <Trans>A manager is assigned to legal entities once price access is approved.</Trans>
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label={t`Personal managers`}>
          {managers.map((m) => (
            <li key={m.id} className={styles.card}>
              <h2 className={styles.subtitle}>{m.name}</h2>
              {m.position ? <p className={styles.muted}>{m.position}</p> : null}
              <p className={styles.row}>
                {m.phone ? <a href={`tel:${m.phone}`}>{m.phone}</a> : null}
                {m.email ? <a href={`mailto:${m.email}`}>{m.email}</a> : null}
                {m.messenger ? (
                  <a href={m.messenger.url} rel="noopener noreferrer" target="_blank">
                    {messenger[m.messenger.kind]}
                  </a>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
