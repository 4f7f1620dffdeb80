import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** The viewer's standalone build, served from the site itself (no CDN): docs/decisions/0063-openapi.md. */
const PACKAGE = path.join(process.cwd(), 'node_modules', '@scalar', 'api-reference')

/**
 * The viewer bundles zod, whose first object parse probes for eval with `Function('')`: the page's policy refuses it
 * and the browser reports a violation. zod keeps its settings on a global every copy shares; set before the viewer
 * runs, it parses without the probe (as src/lib/zodWithoutEval.ts does on the site's pages).
 */
const ZOD_WITHOUT_EVAL = '(globalThis.__zod_globalConfig ??= {}).jitless = true;\n'

let script: Promise<{ text: Buffer; version: string }> | undefined

/** The script and its version, read once: the version names the address, so a browser keeps each one for good. */
export const scalarScript = () =>
  (script ??= Promise.all([
    readFile(path.join(PACKAGE, 'dist', 'browser', 'standalone.js')),
    readFile(path.join(PACKAGE, 'package.json'), 'utf8'),
  ]).then(([viewer, manifest]) => ({
    text: Buffer.concat([Buffer.from(ZOD_WITHOUT_EVAL), viewer]),
    version: (JSON.parse(manifest) as { version: string }).version,
  })))

export const scalarScriptPath = (version: string) => `/api/docs/scalar.js?v=${encodeURIComponent(version)}`
