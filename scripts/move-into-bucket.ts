/**
 * Copies a site's media folder and backup archives into the configured bucket and checks each object read back
 * (src/backup/moveIntoBucket.ts). Run with the site's own settings, e.g. `set -a; . ./.env; set +a` first:
 *   npx tsx scripts/move-into-bucket.ts
 * Exits 1 when no bucket is configured or any file did not arrive intact. See docs/operations.md, "Moving into
 * object storage".
 */
import path from 'node:path'

import { moveIntoBucket } from '../src/backup/moveIntoBucket'
import { objectStorageProblems } from '../src/lib/objectStorageConfig'
import { backupDir, mediaDir } from '../src/lib/paths'
import { objectStorage } from '../src/platform/objectStorage'

const config = objectStorage()
const problems = objectStorageProblems()
if (!config || problems.length > 0) {
  console.error(problems.length > 0 ? problems.join('\n') : 'No bucket is configured: set S3_BUCKET and its settings.')
  process.exit(1)
}
const folders = { media: path.resolve(mediaDir()), backups: path.resolve(backupDir()) }
console.log(`Copying ${folders.media} and ${folders.backups} into the bucket ${config.bucket}…`)
const result = await moveIntoBucket(config, folders, (line) => console.log(line))
console.log(
  `${result.copied.length} copied, ${result.alreadyThere.length} already there, ${result.failed.length} failed.`,
)
process.exit(result.failed.length > 0 ? 1 : 0)
