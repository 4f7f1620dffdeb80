// Regenerates the heading font's two files (committed; not run by CI) from Fontsource's Latin file of Cormorant
// Garamond 600. The first frame waits for the first file, so it holds only what Swedish and English headings are
// written in and stays inside one TCP window (14.6 kB with its headers): one round trip on a phone, beside the
// stylesheet and the poster (docs/performance.md, "What the hero's first frame waits for"). The second holds the rest
// of the Latin letters; a browser fetches it only for a page whose headings use one of them. Their unicode-range
// declarations in src/app/(site)/[lang]/layout.tsx must name the same letters (tests/unit/headingFont.spec.ts).
import fs from 'node:fs'
import subsetFont from 'subset-font'

const source = 'src/app/fonts/cormorant-garamond-latin-600-normal.woff2'

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index))
/**
 * ASCII, the Swedish letters, the accents of the French and German words beauty salons are named with (Lumière,
 * crème, Müller), and the punctuation of typeset text.
 */
export const FIRST_FRAME_LETTERS = [...range(0x20, 0x7e), ...'\u00a0ÄÅÉÖÜäåéöüàâçèêëîïôùûœ–—‘’“”…€'].join('')
/** The rest of Fontsource's Latin file. */
export const OTHER_LETTERS = [
  ...range(0xa1, 0xff),
  ...'ıŒœ\u2002\u2009‚„•′″‹›⁄™−', // dotless i, Œ œ, typographic spaces, low quotes, bullet, primes, guillemets, ™, minus
]
  .filter((letter) => !FIRST_FRAME_LETTERS.includes(letter))
  .join('')
// Default-on features (kerning, ligatures, contextual forms) and lining figures (site.css); the font's fractions and
// tabular figures are never asked for, and it has no combining marks in these letters.
const features = ['kern', 'liga', 'calt', 'lnum']

/** The CSS unicode-range of some letters: `U+20-7E, U+A0, …`. */
export const unicodeRange = (letters) => {
  const points = [...new Set([...letters].map((letter) => letter.codePointAt(0)))].sort((a, b) => a - b)
  const runs = []
  for (const point of points) {
    const last = runs.at(-1)
    if (last && point === last[1] + 1) last[1] = point
    else runs.push([point, point])
  }
  const hex = (point) => point.toString(16).toUpperCase()
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ')
}

const write = async (letters, target) => {
  const font = await subsetFont(fs.readFileSync(source), letters, { targetFormat: 'woff2', keepFeatures: features })
  fs.writeFileSync(target, font)
  console.log(`${target}: ${(font.length / 1024).toFixed(1)} kB, unicode-range: ${unicodeRange(letters)}`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await write(FIRST_FRAME_LETTERS, 'src/app/fonts/cormorant-garamond-600-first-frame.woff2')
  await write(OTHER_LETTERS, 'src/app/fonts/cormorant-garamond-600-other-letters.woff2')
}
