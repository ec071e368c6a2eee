import { and, eq, inArray, isNull } from 'drizzle-orm'
import { uploads } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { ApiProblem, fieldErrors, notFound } from '../../http/errors.ts'
import { type FileStorage, newStorageKey } from './file-storage.ts'
import { signedFileUrl } from './signed-url.ts'
import { sniffType, UPLOAD_LIMITS, type UploadKind } from './sniff.ts'

/** The app's storage; createApp always sets one, so its absence is a wiring bug, not bad input. */
function storageOf(deps: Deps): FileStorage {
  if (!deps.storage) throw new Error('uploads: no file storage in deps (createApp sets one)')
  return deps.storage
}

type Owner = { companyId: number; customerId: number }
type UploadRow = typeof uploads.$inferSelect
type Database = Deps['db']
/** The database or an open transaction: attaching uploads is part of the caller's transaction. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0] | Database

export type UploadJson = {
  id: number
  kind: UploadKind
  content_type: string
  size: number
  name: string
  url: string
}

export function uploadJson(deps: Deps, row: UploadRow): UploadJson {
  return {
    id: row.id,
    kind: row.kind,
    content_type: row.contentType,
    size: row.size,
    name: row.originalName,
    url: signedFileUrl(deps.env.PUBLIC_URL, deps.env.AUTH_SECRET, row.id, deps.clock.now()),
  }
}

/** Checks the bytes (size, sniffed type), stores them, then records the row: a failed write leaves no row. */
export async function saveUpload(
  deps: Deps,
  owner: Owner,
  kind: UploadKind,
  file: { name: string; bytes: Uint8Array },
): Promise<UploadJson> {
  const limits = UPLOAD_LIMITS[kind]
  if (file.bytes.length === 0) throw fieldErrors({ file: ['The file is empty.'] })
  if (file.bytes.length > limits.maxBytes)
    throw new ApiProblem(413, {
      detail: `The file is too large: at most ${limits.maxBytes / 1024 / 1024} MB.`,
      code: 'file_too_large',
      max_bytes: limits.maxBytes,
    })
  const type = sniffType(file.bytes)
  if (!type || !limits.types.includes(type))
    throw new ApiProblem(415, {
      detail: `Unsupported file format: ${kind === 'photo' ? 'JPEG, PNG, WebP or HEIC' : 'PDF, JPEG, PNG, WebP or HEIC'} expected.`,
      code: 'file_wrong_format',
    })
  const key = newStorageKey(owner.companyId)
  await storageOf(deps).put(key, file.bytes, type)
  const [row] = await deps.db
    .insert(uploads)
    .values({
      companyId: owner.companyId,
      customerId: owner.customerId,
      kind,
      contentType: type,
      size: file.bytes.length,
      storageKey: key,
      originalName: file.name.slice(0, 200),
      createdAt: deps.clock.now(),
    })
    .returning()
  if (!row) throw new Error('upload insert returned nothing')
  return uploadJson(deps, row)
}

/**
 * Attaches the owner's still-unattached uploads of the given kind to a record, inside the caller's transaction.
 * An id that is someone else's, already used or of the wrong kind is a field error on `field`.
 */
export async function attachUploads(
  tx: Tx,
  owner: Owner,
  ids: readonly number[],
  kind: UploadKind,
  target: { to: 'reclamation' | 'review' | 'price_access'; id: number },
  field: string,
): Promise<void> {
  if (ids.length === 0) return
  const unique = [...new Set(ids)]
  const attached = await tx
    .update(uploads)
    .set({ attachedTo: target.to, attachedId: target.id })
    .where(
      and(
        inArray(uploads.id, unique),
        eq(uploads.companyId, owner.companyId),
        eq(uploads.customerId, owner.customerId),
        eq(uploads.kind, kind),
        isNull(uploads.attachedTo),
      ),
    )
    .returning({ id: uploads.id })
  if (attached.length !== unique.length)
    throw fieldErrors({ [field]: ['A file is not found or already used: upload it again.'] })
}

export async function uploadsOf(
  deps: Deps,
  to: 'reclamation' | 'review' | 'price_access',
  ids: number[],
): Promise<UploadRow[]> {
  if (ids.length === 0) return []
  return deps.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.attachedTo, to), inArray(uploads.attachedId, ids)))
    .orderBy(uploads.id)
}

/** The owner's upload, attached or not (for the file page and deleting); another's is not found. */
export async function ownUpload(deps: Deps, owner: Owner, id: number): Promise<UploadRow> {
  const [row] = await deps.db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.id, id),
        eq(uploads.companyId, owner.companyId),
        eq(uploads.customerId, owner.customerId),
      ),
    )
  if (!row) throw notFound()
  return row
}

/** Removes an unattached upload (the shopper took a photo off the form); attached ones stay with their record. */
export async function deleteUpload(deps: Deps, owner: Owner, id: number): Promise<void> {
  const row = await ownUpload(deps, owner, id)
  if (row.attachedTo) throw new ApiProblem(409, { detail: 'The file belongs to a sent application.' })
  await deps.db.delete(uploads).where(eq(uploads.id, row.id))
  await storageOf(deps).delete(row.storageKey)
}

export async function readUpload(
  deps: Deps,
  id: number,
): Promise<{ row: UploadRow; bytes: Uint8Array } | null> {
  const [row] = await deps.db.select().from(uploads).where(eq(uploads.id, id))
  if (!row) return null
  const bytes = await storageOf(deps).get(row.storageKey)
  return bytes ? { row, bytes } : null
}
