import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { PersonalDataForm } from '../../features/account/personal-data-form.tsx'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { isLegalInfoReply } from '../../features/legal/legal-info-form.ts'
import { LegalInfoSection } from '../../features/legal/legal-info-section.tsx'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { loadProfile, saveProfile } from './profile.server.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'personalData')

export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })

export const loader = ({ request }: LoaderFunctionArgs) => loadProfile(request)

export const action = ({ request }: ActionFunctionArgs) => saveProfile(request)

/** /my/profile: the personal data form (spec §2, §3, §5); the /my layout has already required sign-in. */
export default function ProfilePage() {
  const profile = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const legalReply = isLegalInfoReply(reply) ? reply : undefined
  const personalReply = reply && !isLegalInfoReply(reply) ? reply : undefined
  return (
    <>
      <PersonalDataForm profile={profile} reply={personalReply} />
      {profile.legal ? <LegalInfoSection stored={profile.legal} reply={legalReply} /> : null}
    </>
  )
}
