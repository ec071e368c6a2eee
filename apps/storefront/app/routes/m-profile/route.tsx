import { Trans, useLingui } from '@lingui/react/macro'
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Button } from '@vitrina/ui/button'
import * as styles from '../../features/account/account-hub.css.ts'
import { accountSectionPaths } from '../../features/account/account-section-paths.ts'
import { ACCOUNT_GROUP_TITLES, ACCOUNT_SECTION_LABELS } from '../../features/account/account-sections.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { currentCustomer } from '../../lib/session.server.ts'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'myAccount')
export const headers: HeadersFunction = () => NO_STORE

/** The account layout has already sent a signed-out visitor to sign in; this reads who is signed in. */
export async function loader({ request }: LoaderFunctionArgs) {
  const customer = await currentCustomer(await storefrontContext(request))
  const name = [customer?.first_name, customer?.last_name].filter(Boolean).join(' ')
  return data({ name, kind: customer?.kind ?? 'personal' }, { headers: NO_STORE })
}

/**
 * /m/profile (spec §2, mobile views): the account hub on phones, where the header's account menu does not fit —
 * every account page as a full-width row, grouped, and log out at the end. Works the same without JavaScript.
 */
export default function AccountHub() {
  const { name, kind } = useLoaderData<typeof loader>()
  const { i18n } = useLingui()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{name || <Trans>My account</Trans>}</h1>
      {accountSectionPaths(kind).map((group) => {
        const title = i18n._(ACCOUNT_GROUP_TITLES[group.group])
        return (
          <nav key={group.group} aria-label={title}>
            <h2 className={styles.groupTitle}>{title}</h2>
            <ul className={styles.list}>
              {group.hrefs.map((href) => (
                <li key={href}>
                  <Link to={href} className={styles.link}>
                    {i18n._(ACCOUNT_SECTION_LABELS[href])}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )
      })}
      <Form method="post" action="/logout/">
        <Button type="submit" variant="secondary">
          <Trans>Log out</Trans>
        </Button>
      </Form>
    </div>
  )
}
