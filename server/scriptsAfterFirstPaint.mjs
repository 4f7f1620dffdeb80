// A page from Next's cache asks for its scripts only once its first frame is on the screen. Next writes every chunk
// into the head as an async script, so on a phone the 185 kB of them share the line with the hero's poster and
// stylesheet, and Lighthouse's simulation counts them all before the largest paint (docs/operations.md, "Why one
// run's LCP swings"). Nothing in that frame needs them: the page is whole without JavaScript. So their tags are
// taken out, their list kept as data, and one fixed script of ours requests them after the first contentful paint,
// in the order Next wrote them; a tab opened in the background asks when it is first shown, a browser that reports
// no paints at the load event. Once per version (./documentVersions.mjs), like the page's compressed bytes.
import { isCachedDocument } from './precompressedDocuments.mjs'

/** The fixed loader (allowed by its hash, ./inlineScriptHashes.mjs), and where it finds the list. */
export const SCRIPT_LIST_ID = 'scripts-after-first-paint'
export const LOADER = [
  '(function(){function load(){',
  `JSON.parse(document.getElementById("${SCRIPT_LIST_ID}").textContent).forEach(function(src){`,
  'var script=document.createElement("script");script.src=src;script.async=true;document.head.appendChild(script)})}',
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];',
  'if(types.indexOf("paint")<0){addEventListener("load",function(){setTimeout(load)});return}',
  'new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length)',
  '{observer.disconnect();setTimeout(load)}}).observe({type:"paint",buffered:true})})()',
].join('')

/** Next 16's tags for the build's chunks: a low-priority preload and the async scripts. */
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g

/**
 * The document with its chunks' tags taken out and the loader before `</body>`; unchanged if it has none (a page
 * whose tags Next writes otherwise keeps them, and loads as Next loads it).
 * @param {string} html
 * @returns {string}
 */
export const scriptsAfterFirstPaint = (html) => {
  const sources = [...new Set([...html.matchAll(CHUNK_SCRIPT)].map(([, src]) => src))]
  const end = html.lastIndexOf('</body>')
  if (sources.length === 0 || end < 0) return html
  const list = `<script type="application/json" id="${SCRIPT_LIST_ID}">${JSON.stringify(sources)}</script>`
  const rest = html.slice(0, end).replace(CHUNK_PRELOAD, '').replace(CHUNK_SCRIPT, '')
  return `${rest}${list}<script>${LOADER}</script>${html.slice(end)}`
}

/**
 * A page from Next's cache (not a route handler's answer, which it caches too).
 * @param {import('node:http').ServerResponse} res
 * @param {unknown} body
 * @param {unknown} encodingArgument
 */
const isCachedPage = (res, body, encodingArgument) =>
  /^text\/html\b/i.test(String(res.getHeader('content-type') ?? '')) && isCachedDocument(res, body, encodingArgument)

/**
 * Watches one answer: a whole document from Next's cache goes on with its version's rewritten text. Install after
 * the policy and the precompression, so that both see the text the visitor gets.
 * @param {import('./documentVersions.mjs').VersionOf} versionOf
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export const loadScriptsAfterFirstPaint = (versionOf) => (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return
  const { write, end } = res
  res.write = function (...args) {
    res.write = write
    res.end = end
    return write.apply(this, args)
  }
  res.end = function (body, ...rest) {
    res.write = write
    res.end = end
    // Next declares the length of the page it wrote: an answer to HEAD, which has no text to rewrite, goes without
    // one rather than with a wrong one.
    if (req.method === 'HEAD') {
      if (isCachedPage(res, '', rest[0]) && !res.headersSent) res.removeHeader('Content-Length')
      return end.call(this, body, ...rest)
    }
    if (!isCachedPage(res, body, rest[0])) return end.call(this, body, ...rest)
    const sent = (versionOf(body).afterFirstPaint ??= scriptsAfterFirstPaint(body))
    if (res.hasHeader('Content-Length') && !res.headersSent) res.setHeader('Content-Length', Buffer.byteLength(sent))
    return end.call(this, sent, ...rest)
  }
}
