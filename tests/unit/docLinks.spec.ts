import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The repository must stand on its own: every relative link in README and docs/ lands on a file inside it, and
// every #anchor on a heading of that file, so a fresh clone has no dead links.
const root = path.resolve(import.meta.dirname, '../..')
const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

/** The Markdown without fenced code blocks and inline code, where brackets and parentheses are not links. */
const prose = (markdown: string) =>
  markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/(`+)[^`\n]*?\1/g, '')

/** The text of every ATX heading outside code blocks (with its inline code kept, as GitHub renders it). */
const headings = (markdown: string) =>
  markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .split('\n')
    .map((line) => /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1])
    .filter((text): text is string => text !== undefined)

/** The anchor GitHub gives a heading: its text lowercased, without punctuation, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')

/** Every anchor a file offers; a repeated heading gets -1, -2, … as on GitHub. */
const anchorsOf = (markdown: string) => {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const heading of headings(markdown)) {
    const base = slug(heading)
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  for (const [, id] of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id)
  return anchors
}

/** Inline links and images `[text](target "title")`, and reference definitions `[label]: target`. */
const linkTargets = (markdown: string) => {
  const text = prose(markdown)
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1])
  const references = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1])
  return [...inline, ...references]
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')

/** Why a link from `file` to `target` is broken, or undefined when it resolves inside the repository. */
const brokenBecause = (file: string, target: string): string | undefined => {
  const [rawPath, anchor] = target.split('#', 2)
  const decoded = decodeURIComponent(rawPath)
  const resolved = decoded === '' ? path.join(root, file) : path.resolve(path.dirname(path.join(root, file)), decoded)
  const inside = path.relative(root, resolved)
  if (inside.startsWith('..') || path.isAbsolute(inside)) return 'leaves the repository'
  if (!existsSync(resolved)) return 'no such file'
  if (anchor === undefined || anchor === '') return undefined
  if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) return 'an anchor into a file without headings'
  return anchorsOf(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor)) ? undefined : 'no such heading'
}

describe.each(docs)('%s', (file) => {
  const markdown = readFileSync(path.join(root, file), 'utf8')

  it('links only to files and headings inside the repository', () => {
    const broken = linkTargets(markdown)
      .filter((target) => !isExternal(target))
      .map((target) => ({ target, problem: brokenBecause(file, target) }))
      .filter(({ problem }) => problem !== undefined)
    expect(broken).toEqual([])
  })
})

describe('the link check itself', () => {
  it('makes the anchors GitHub makes', () => {
    expect([
      ...anchorsOf('# Salong HTTP API (`/api`)\n## Media: images in MEDIA_DIR, posters\n## Twice\n## Twice'),
    ]).toEqual(['salong-http-api-api', 'media-images-in-media_dir-posters', 'twice', 'twice-1'])
  })

  it('finds links outside code, and reports those leaving the repository or missing', () => {
    const sample = '[a](../outside.md) `[b](nowhere.md)`\n```\n[c](nowhere.md)\n```\n[d](README.md#layout) [e](x.md)'
    expect(linkTargets(sample)).toEqual(['../outside.md', 'README.md#layout', 'x.md'])
    expect(brokenBecause('README.md', '../outside.md')).toBe('leaves the repository')
    expect(brokenBecause('README.md', 'x.md')).toBe('no such file')
    expect(brokenBecause('README.md', 'README.md#layout')).toBeUndefined()
    expect(brokenBecause('README.md', '#no-such-heading')).toBe('no such heading')
  })
})
