// A page from Next's cache keeps back, until its first frame is on the screen, what that frame does not need.
// Lighthouse's mobile simulation replays every request done before the largest paint at 1.6 Mbit/s, shared evenly
// among those in flight, and each new connection starts with one TCP window (docs/performance.md, "What the hero's
// first frame waits for"): the frame's own three (stylesheet, heading font, poster) each fit one window only when
// nothing else shares the line. So the production server rewrites the page, once per version (./documentVersions.mjs),
// like its compressed bytes:
// - Next's chunk scripts (185 kB) lose their tags; their list stays in the page as data, requested in Next's order.
// - The manifest and icon links, which Chrome fetches at once, wait likewise (kept in a noscript for a browser that
//   runs no scripts): the page is whole without them.
// - Lazy images inside the browser's lazy-load distance (the treatments' pictures, just below the hero) wait under
//   one fixed style; where scripts do not run, it never applies.
// - The stylesheet asks at the priority of the heading font's and the poster's preloads (Chrome lowers a
//   render-blocking stylesheet one step, from highest to high): the frame waits for all three, and in the order they
//   are written, the font, the largest, goes first and on the connection the document has already opened.
// One fixed script of ours releases the rest after the first contentful paint; a tab opened in the background when it
// is first shown, a browser that reports no paints at the load event. Until the page has hydrated, it also keeps taps
// on buttons, which the page replays then (src/lib/earlyTaps.mjs). A page Next has just rendered into its cache is
// sent the same way when Next ends it whole, as it does; one it streams goes on as Next writes it.
import { whenEndedInOnePiece } from './endedInOnePiece.mjs'
import { isCachedDocument } from './precompressedDocuments.mjs'
import { LAZY_IMAGES_WAIT_STYLE } from '../src/lib/contentSecurityPolicy.mjs'
import { EARLY_TAPS_ATTRIBUTE, EARLY_TAPS_HANDOVER } from '../src/lib/earlyTaps.mjs'

/** Where the loader finds what waits: `{ scripts: string[], links: Record<string, string>[] }`. */
export const LIST_ID = 'after-first-paint'
export const WAIT_STYLE_ID = 'lazy-images-wait'
/** The fixed loader, allowed by its hash (./inlineScriptHashes.mjs). */
export const LOADER = [
  // Taps on buttons before the page can act are kept, not lost (src/lib/earlyTaps.mjs).
  '(function(){var kept=[];function keep(event){',
  `var button=event.target.closest&&event.target.closest("[${EARLY_TAPS_ATTRIBUTE}] button[type=button]");`,
  'if(button){event.preventDefault();event.stopImmediatePropagation();kept.push(button)}}',
  'addEventListener("click",keep,true);',
  `window.${EARLY_TAPS_HANDOVER}=function(){removeEventListener("click",keep,true);`,
  'var taps=kept;kept=[];taps.forEach(function(button){if(button.isConnected)button.click()})};',
  'function load(){',
  `var wait=document.getElementById("${WAIT_STYLE_ID}");if(wait)wait.parentNode.removeChild(wait);`,
  `var list=JSON.parse(document.getElementById("${LIST_ID}").textContent);`,
  // Each element in a task of its own: inserting one starts its request, 1–2 ms of the main thread apiece, and
  // the ten together made one task of 7–20 ms right after the first paint (docs/performance.md).
  'list.links.forEach(function(attributes){setTimeout(function(){var link=document.createElement("link");',
  'for(var name in attributes)link.setAttribute(name,attributes[name]);document.head.appendChild(link)})});',
  'list.scripts.forEach(function(src){setTimeout(function(){',
  'var script=document.createElement("script");script.src=src;script.async=true;document.head.appendChild(script)})})}',
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];',
  'if(types.indexOf("paint")<0){addEventListener("load",function(){setTimeout(load)});return}',
  'new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length)',
  '{observer.disconnect();setTimeout(load)}}).observe({type:"paint",buffered:true})})()',
].join('')

/** Next 16's tags for the build's chunks: a low-priority preload and the async scripts. */
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g
/** The metadata's links that Chrome fetches as soon as it parses them. */
const WAITING_LINK = /<link rel="(?:manifest|icon|apple-touch-icon)"(?:\s+[a-zA-Z-]+="[^"]*")*\s*\/>/g
const ATTRIBUTE = /([a-zA-Z-]+)="([^"]*)"/g
/** The build's stylesheets, as React writes them. */
const STYLESHEET = /<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/g

const ENTITIES = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' }
/** @param {string} value an attribute's value as React escapes it */
const unescaped = (value) => value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity])

/**
 * The document as it is sent from the cache: what its first frame does not need is listed for the loader before
 * `</body>`; unchanged if it has no chunk scripts (a page whose tags Next writes otherwise loads as Next loads it).
 * @param {string} html
 * @returns {string}
 */
export const afterFirstPaint = (html) => {
  const scripts = [...new Set([...html.matchAll(CHUNK_SCRIPT)].map(([, src]) => src))]
  const head = html.indexOf('</head>')
  const end = html.lastIndexOf('</body>')
  if (scripts.length === 0 || head < 0 || end < head) return html
  const linkTags = [...html.slice(0, head).matchAll(WAITING_LINK)].map(([tag]) => tag)
  const links = linkTags.map((tag) =>
    Object.fromEntries([...tag.matchAll(ATTRIBUTE)].map(([, name, value]) => [name, unescaped(value)])),
  )
  // JSON inside a script element: no `<`, so no `</script>` can end it early.
  const later = JSON.stringify({ scripts, links }).replace(/</g, '\\u003c')
  const list = `<script type="application/json" id="${LIST_ID}">${later}</script>`
  // Where scripts do not run, the links stay as they were: a browser reads a head's noscript only then.
  const withoutScripts = linkTags.length > 0 ? `<noscript>${linkTags.join('')}</noscript>` : ''
  const wait = `<style id="${WAIT_STYLE_ID}">${LAZY_IMAGES_WAIT_STYLE.text}</style>${withoutScripts}`
  const held = (part) => part.replace(CHUNK_PRELOAD, '').replace(CHUNK_SCRIPT, '')
  const headPart = held(html.slice(0, head)).replace(WAITING_LINK, '').replace(STYLESHEET, '$& fetchPriority="low"')
  return `${headPart}${wait}${held(html.slice(head, end))}${list}<script>${LOADER}</script>${html.slice(end)}`
}

/**
 * A page from Next's cache (not a route handler's answer, which it caches too), or one it has just rendered into it
 * and ends whole: the first visitor after a change gets the page the next ones get.
 * @param {import('node:http').ServerResponse} res
 * @param {unknown} body
 * @param {unknown} encodingArgument
 */
const isCachedPage = (res, body, encodingArgument) =>
  /^text\/html\b/i.test(String(res.getHeader('content-type') ?? '')) &&
  isCachedDocument(res, body, encodingArgument, { orJustRendered: true })

/**
 * Watches one answer: a whole page from Next's cache, or just rendered into it, goes on with its version's rewritten
 * text. Install after the policy and the precompression, so that both see the text the visitor gets.
 * @param {import('./documentVersions.mjs').VersionOf} versionOf
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export const sendAfterFirstPaint = (versionOf) => (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return
  whenEndedInOnePiece(res, (end, body, rest) => {
    // Next declares the length of the page it wrote: an answer to HEAD, which has no text to rewrite, goes without
    // one rather than with a wrong one.
    if (req.method === 'HEAD') {
      if (isCachedPage(res, '', rest[0]) && !res.headersSent) res.removeHeader('Content-Length')
      return end(body, ...rest)
    }
    if (!isCachedPage(res, body, rest[0])) return end(body, ...rest)
    const version = versionOf(body)
    const sent = (version.afterFirstPaint ??= afterFirstPaint(body))
    // Its length too, once per version: counting the UTF-8 of the 90 kB page took about 60 µs of every answer.
    if (res.hasHeader('Content-Length') && !res.headersSent)
      res.setHeader('Content-Length', (version.afterFirstPaintBytes ??= Buffer.byteLength(sent)))
    return end(sent, ...rest)
  })
}
