import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** The viewer's standalone build, served from the site itself (no CDN): docs/decisions.md, "The API reference". */
const PACKAGE = path.join(process.cwd(), 'node_modules', '@scalar', 'api-reference')

let script: Promise<{ text: Buffer; version: string }> | undefined

/** The script and its version, read once: the version names the address, so a browser keeps each one for good. */
export const scalarScript = () =>
  (script ??= Promise.all([
    readFile(path.join(PACKAGE, 'dist', 'browser', 'standalone.js')),
    readFile(path.join(PACKAGE, 'package.json'), 'utf8'),
  ]).then(([text, manifest]) => ({ text, version: (JSON.parse(manifest) as { version: string }).version })))

export const scalarScriptPath = (version: string) => `/api/docs/scalar.js?v=${encodeURIComponent(version)}`
