import fs from 'node:fs'
import path from 'node:path'

/**
 * The content cache on disk (Next's data cache and the pages rendered from it) belongs to the database it was
 * filled from: a start, perhaps on a new, restored or another salon's database, reads and renders afresh.
 * The build's own files (its static pages and chunks) stay.
 */
export const clearLocalContentCache = (distDir) => {
  for (const folder of [path.join(distDir, 'cache', 'fetch-cache'), path.join(distDir, 'server', 'route-cache')]) {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}
