import type {
  CustomerDocument,
  CustomerDocumentLink,
  PersonalManager,
} from '@vitrina/api-client/schemas/legal'
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm'
import { customerManagers, personalManagers, uploads } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { signedFileUrl } from '../uploads/signed-url.ts'

type Owner = { companyId: number; customerId: number }
type UploadRow = typeof uploads.$inferSelect

/**
 * The documents the customer sent with a request or application (kind `document`, attached): an upload still
 * on an unsent form is not a sent document yet, and photos are not documents.
 */
const sentDocumentsOf = (owner: Owner) =>
  and(
    eq(uploads.companyId, owner.companyId),
    eq(uploads.customerId, owner.customerId),
    eq(uploads.kind, 'document'),
    isNotNull(uploads.attachedTo),
  )

export async function listDocuments(deps: Deps, owner: Owner): Promise<{ results: CustomerDocument[] }> {
  const rows = await deps.db
    .select()
    .from(uploads)
    .where(sentDocumentsOf(owner))
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(200)
  return { results: rows.map(documentJson) }
}

/** One document of its owner with a signed link; anybody else's (or another company's) is a 404. */
export async function documentLink(deps: Deps, owner: Owner, id: number): Promise<CustomerDocumentLink> {
  const [row] = await deps.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), sentDocumentsOf(owner)))
  if (!row) throw notFound()
  return {
    ...documentJson(row),
    url: signedFileUrl(deps.env.PUBLIC_URL, deps.env.AUTH_SECRET, row.id, deps.clock.now()),
  }
}

function documentJson(row: UploadRow): CustomerDocument {
  return {
    id: row.id,
    name: row.originalName,
    content_type: row.contentType,
    size: row.size,
    created_at: row.createdAt.toISOString(),
    purpose: row.attachedTo ?? 'price_access',
  }
}

/** The customer's assigned managers, in the order the company set. */
export async function listManagers(deps: Deps, owner: Owner): Promise<{ results: PersonalManager[] }> {
  const rows = await deps.db
    .select({ manager: personalManagers })
    .from(customerManagers)
    .innerJoin(personalManagers, eq(personalManagers.id, customerManagers.managerId))
    .where(
      and(eq(customerManagers.customerId, owner.customerId), eq(personalManagers.companyId, owner.companyId)),
    )
    .orderBy(asc(customerManagers.sort), asc(personalManagers.id))
  return {
    results: rows.map(({ manager }) => ({
      id: manager.id,
      name: manager.name,
      position: manager.position,
      phone: manager.phone,
      email: manager.email,
      messenger: manager.messenger ? messengerLink(manager.messenger, manager.messengerHandle) : null,
    })),
  }
}

/** Links that open a chat: t.me for a Telegram username, wa.me for a WhatsApp number (digits only). */
function messengerLink(kind: 'telegram' | 'whatsapp', handle: string) {
  if (kind === 'telegram')
    return { kind, url: `https://t.me/${encodeURIComponent(handle.replace(/^@/, ''))}` }
  return { kind, url: `https://wa.me/${handle.replace(/\D/g, '')}` }
}
