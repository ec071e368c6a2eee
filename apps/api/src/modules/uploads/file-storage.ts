import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'

/**
 * Where uploaded bytes live. Rows in `uploads` say who owns a file; the storage only keeps bytes under a key
 * the API made up (`<company>/<random>`), so no user input ever reaches a path or an object name.
 *
 * Reused by any feature that stores customer files (return photos and documents, review photos; the
 * price-access documents of issue 14): take `deps.storage`, `put` the sniffed bytes under `newStorageKey()`,
 * record an `uploads` row, and hand out links with `signedFileUrl` (signed-url.ts).
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The bytes, or null when the key is unknown. */
  get(key: string): Promise<Uint8Array | null>
  delete(key: string): Promise<void>
}

/** The default: files on local disk under `<DATA_DIR>/uploads`. */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string

  constructor(root: string) {
    this.root = resolve(root)
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key)
    await mkdir(dirname(path), { recursive: true })
    // Written to a temporary name and renamed would be atomic; the row pointing at it is only inserted after
    // this resolves, so a partial file is never referenced either way.
    await writeFile(path, bytes)
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.pathOf(key)))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true })
  }

  private pathOf(key: string): string {
    const path = resolve(join(this.root, key))
    // Keys are ours, but a bug must never let one escape the root.
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key outside the root: ${key}`)
    return path
  }
}

/** A fresh key for a company's file: no user input, unguessable. */
export function newStorageKey(companyId: number): string {
  return `${companyId}/${crypto.randomUUID()}`
}
