import { HeadBucketCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'

import { type ObjectStorageConfig, readObjectStorageConfig } from '../lib/objectStorageConfig'

export type { ObjectStorageConfig } from '../lib/objectStorageConfig'

/** The configured bucket (media and backups), or undefined when the local folders are used. */
export const objectStorage = (env: NodeJS.ProcessEnv = process.env): ObjectStorageConfig | undefined =>
  readObjectStorageConfig(env)

/**
 * The SDK client's settings. Checksums only where an operation requires one: the SDK's default adds CRC32 to every
 * upload as aws-chunked trailers, which many S3-compatible services (and s3rver in the tests) do not understand.
 */
export const s3ClientConfig = (config: ObjectStorageConfig): S3ClientConfig => ({
  region: config.region,
  ...(config.endpoint ? { endpoint: config.endpoint } : {}),
  ...(config.credentials ? { credentials: config.credentials } : {}),
  forcePathStyle: config.forcePathStyle,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
})

const clients = new Map<string, S3Client>()

/** One client per bucket configuration (it keeps its connections open between requests). */
export const s3Client = (config: ObjectStorageConfig): S3Client => {
  const key = JSON.stringify([config.bucket, config.endpoint, config.region, config.credentials?.accessKeyId])
  let client = clients.get(key)
  if (!client) {
    client = new S3Client(s3ClientConfig(config))
    clients.set(key, client)
  }
  return client
}

/** Whether an S3 error means "no such object" (services name it differently on HEAD and GET). */
export const isMissingObject = (error: unknown): boolean => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined
  return failure?.name === 'NotFound' || failure?.name === 'NoSuchKey' || failure?.$metadata?.httpStatusCode === 404
}

/**
 * A cheap probe: whether the configured bucket answers (HEAD on the bucket) within `timeoutMs`. True when no
 * bucket is configured, as there is then nothing to wait for.
 */
export const bucketAnswers = async (config = objectStorage(), timeoutMs = 2000): Promise<boolean> => {
  if (!config) return true
  try {
    await s3Client(config).send(new HeadBucketCommand({ Bucket: config.bucket }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    })
    return true
  } catch {
    return false
  }
}
