import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { MEDIA_PREFIX } from '../../src/lib/objectStorageConfig'
import { objectStorage, s3ClientConfig } from '../../src/platform/objectStorage'

/**
 * Media uploads (the file and each generated size) written to and deleted from the bucket by Payload's own S3
 * adapter when one is configured (`S3_BUCKET`), under `media/<file name>`; else the media folder, as before. The
 * media collection's own handler serves the files in both cases (collections/uploads/serveMediaFile.ts), so the
 * adapter's is never reached. Its fields (`prefix`, `_objectKey`) are in the model either way, so the database
 * schema (and SQLite's migrations) do not depend on where the files are.
 */
export const mediaInBucket = (): Plugin => {
  const config = objectStorage()
  return s3Storage({
    enabled: Boolean(config),
    alwaysInsertFields: true,
    bucket: config?.bucket ?? '',
    // The adapter keeps one client per key for the process: the endpoint belongs in it too.
    clientCacheKey: config ? `s3:${config.bucket}:${config.endpoint ?? config.region}` : undefined,
    config: config ? s3ClientConfig(config) : {},
    collections: {
      media: {
        prefix: MEDIA_PREFIX,
        // Payload's own relative address, as the contract documents it: the adapter would add `?prefix=media`.
        generateFileURL: ({ filename }) => `/api/media/file/${encodeURIComponent(filename)}`,
      },
    },
  })
}
