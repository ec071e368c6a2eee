import { join } from 'node:path'
import type { Env } from '../../env.ts'
import { type FileStorage, LocalDiskStorage } from './file-storage.ts'
import { S3Storage } from './s3-storage.ts'

/** S3 when `S3_*` is configured (env.ts refuses half of it), else local disk under UPLOADS_DIR. */
export function storageFromEnv(env: Env, now: () => Date): FileStorage {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)
    return new S3Storage(
      {
        endpoint: env.S3_ENDPOINT,
        bucket: env.S3_BUCKET,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        region: env.S3_REGION,
      },
      now,
    )
  return new LocalDiskStorage(env.UPLOADS_DIR ?? join(env.DATA_DIR, '..', 'uploads'))
}
