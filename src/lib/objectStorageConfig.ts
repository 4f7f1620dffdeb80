/**
 * Object storage (any S3-compatible service) read from the environment: media and backups go to the bucket when
 * `S3_BUCKET` is set, else the local folders stay in use. Pure, so the startup check and the platform share it.
 */
export type ObjectStorageConfig = {
  bucket: string
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string
  region: string
  /** Unset: the AWS SDK's own chain (AWS_* variables, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  forcePathStyle: boolean
  /** Where media objects live: `<mediaPrefix>/<file name>`. */
  mediaPrefix: string
  /** Where backup archives live: `<backupPrefix>/<archive name>`. */
  backupPrefix: string
}

export const MEDIA_PREFIX = 'media'
const DEFAULT_BACKUP_PREFIX = 'backups'
const DEFAULT_REGION = 'us-east-1'
const PREFIX = /^[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)*$/

/** Set without a bucket, these mean one was meant: the start stops rather than keep files on the disk unnoticed. */
const NEED_A_BUCKET = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']

const backupPrefixOf = (env: NodeJS.ProcessEnv): string =>
  (env.S3_BACKUP_PREFIX || DEFAULT_BACKUP_PREFIX).trim().replace(/\/+$/, '')

/** What makes a set configuration unusable, each problem naming its variable; empty when fine or unset. */
export const objectStorageProblems = (env: NodeJS.ProcessEnv = process.env): string[] => {
  if (!env.S3_BUCKET) {
    const stray = NEED_A_BUCKET.filter((name) => env[name])
    return stray.length
      ? [`${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set the bucket too.`]
      : []
  }
  const problems: string[] = []
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither (the SDK then finds them).',
    )
  }
  if (env.S3_ENDPOINT && !/^https?:\/\/[^/\s]+/.test(env.S3_ENDPOINT)) {
    problems.push(`S3_ENDPOINT must be an http:// or https:// address (got "${env.S3_ENDPOINT}").`)
  }
  if (env.S3_FORCE_PATH_STYLE && !['true', 'false'].includes(env.S3_FORCE_PATH_STYLE)) {
    problems.push(`S3_FORCE_PATH_STYLE must be true or false (got "${env.S3_FORCE_PATH_STYLE}").`)
  }
  const backupPrefix = backupPrefixOf(env)
  if (!PREFIX.test(backupPrefix) || backupPrefix.split('/')[0] === MEDIA_PREFIX) {
    problems.push(
      `S3_BACKUP_PREFIX must be a folder name such as "backups" (letters, digits, . _ -, parts joined by /), outside "${MEDIA_PREFIX}/" (got "${backupPrefix}").`,
    )
  }
  return problems
}

/** The bucket's settings, or undefined when none is configured (the local folders are used). */
export const readObjectStorageConfig = (env: NodeJS.ProcessEnv = process.env): ObjectStorageConfig | undefined => {
  if (!env.S3_BUCKET) return undefined
  return {
    bucket: env.S3_BUCKET,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    region: env.S3_REGION || DEFAULT_REGION,
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    mediaPrefix: MEDIA_PREFIX,
    backupPrefix: backupPrefixOf(env),
  }
}
