// The hashes that let a document's own inline scripts run under a policy without 'unsafe-inline'. Only the
// framework's scripts are allowed, recognised by their shape: a call of Next's or Turbopack's loader with plain data
// (JSON) as its argument. Anything else inline, say a `<script>` that stored HTML smuggled into a cached page, gets
// no hash, so the browser refuses it: hashing every inline script would allow exactly what the policy is for.
import { createHash } from 'node:crypto'

import { LOADER } from './afterFirstPaint.mjs'

/** A script element, its attributes (quoted values may hold `>`) and its text, up to the first `</script`. */
const SCRIPT_ELEMENT =
  /<script((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>([\s\S]*?)<\/script[\s/>]/gi
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
/** Types a browser runs; any other (JSON-LD, JSON) is a data block, which no policy governs. */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript'])

/**
 * What Next 16 with Turbopack writes inline: the flight data's queue and its pushes, and the chunk loader's list.
 * The captured argument must be JSON.
 */
const FRAMEWORK_SCRIPTS = [
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(([\s\S]*)\)$/,
  /^self\.__next_f\.push\(([\s\S]*)\)$/,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/,
]

/** @param {string} attributes */
const attributesOf = (attributes) =>
  new Map(
    [...attributes.matchAll(ATTRIBUTE)].map(([, name, ...values]) => [
      name.toLowerCase(),
      values.find((value) => value !== undefined) ?? '',
    ]),
  )

/** @param {string} text */
const isFrameworkScript = (text) =>
  text === LOADER ||
  FRAMEWORK_SCRIPTS.some((shape) => {
    const argument = shape.exec(text)?.[1]
    if (argument === undefined) return false
    try {
      JSON.parse(argument)
      return true
    } catch {
      return false
    }
  })

/**
 * The browser hashes a script's text as the parser delivered it: line breaks normalised to `\n`, as UTF-8.
 * @param {string} text
 */
export const scriptHash = (text) =>
  `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`

/**
 * The inline scripts of an HTML document that a browser would run: their text, in document order.
 * @param {string} html
 * @returns {string[]}
 */
export const inlineScripts = (html) =>
  [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes]) => {
      const named = attributesOf(attributes)
      return !named.has('src') && SCRIPT_TYPES.has((named.get('type') ?? '').trim().toLowerCase())
    })
    .map(([, , text]) => text)

/**
 * The `'sha256-…'` sources of a document's framework scripts (each once), and how many inline scripts it holds
 * that are not the framework's (they get none).
 * @param {string} html
 * @returns {{ hashes: string[], refused: number }}
 */
export const frameworkScriptHashes = (html) => {
  const scripts = inlineScripts(html)
  const allowed = scripts.filter(isFrameworkScript)
  return { hashes: [...new Set(allowed.map(scriptHash))], refused: scripts.length - allowed.length }
}
