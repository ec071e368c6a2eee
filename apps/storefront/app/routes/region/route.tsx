import { Trans, useLingui } from '@lingui/react/macro'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { safeReturnUrl } from '@vitrina/domain/safe-href'
import { Button } from '@vitrina/ui/button'
import * as v from 'valibot'
import { FindMyCity } from '../../features/region/find-my-city.tsx'
import * as styles from '../../features/region/region.css.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'region')

export async function loader({ request }: LoaderFunctionArgs) {
  const { regions, region } = await storefrontContext(request)
  return data(
    {
      regions: regions.map(({ slug, name, latitude, longitude }) => ({ slug, name, latitude, longitude })),
      current: region?.slug ?? null,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

const RegionForm = v.object({
  region: v.pipe(v.string(), v.maxLength(100)),
  returnTo: v.optional(v.string(), '/'),
})

/** Stores the chosen region (cookie, one year) and goes back where the shopper was. */
export async function action({ request }: ActionFunctionArgs) {
  const context = await storefrontContext(request)
  const parsed = v.safeParse(RegionForm, Object.fromEntries(await request.formData()))
  const region = parsed.success ? context.regions.find((r) => r.slug === parsed.output.region) : undefined
  if (!parsed.success || !region) return data({ error: 'unknown-region' as const }, { status: 400 })
  return redirect(safeReturnUrl(parsed.output.returnTo, '/'), {
    headers: { 'Set-Cookie': await context.cookies.region.serialize(region.slug) },
  })
}

/** The region selector (spec: /screens/region/): every city of the company, and "find my city". */
export default function RegionScreen() {
  const { regions, current } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [params] = useSearchParams()
  const { t } = useLingui()
  const returnTo = safeReturnUrl(params.get('returnTo'), '/')
  return (
    <section aria-labelledby="region-title" className={styles.screen}>
      <h1 id="region-title">
        <Trans>Choose your city</Trans>
      </h1>
      {actionData?.error ? (
        <p role="alert" className={styles.error}>
          {t`This city is not on the list. Choose one of these.`}
        </p>
      ) : null}
      <Form method="post" className={styles.list}>
        <input type="hidden" name="returnTo" value={returnTo} />
        {regions.map((region) => (
          <Button
            key={region.slug}
            type="submit"
            name="region"
            value={region.slug}
            variant="secondary"
            aria-pressed={region.slug === current}
          >
            {region.name}
          </Button>
        ))}
      </Form>
      <FindMyCity regions={regions} returnTo={returnTo} />
    </section>
  )
}
