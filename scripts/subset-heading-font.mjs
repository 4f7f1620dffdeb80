// Regenerates the heading font the page preloads (committed; not run by CI): Fontsource's Latin file of Cormorant
// Garamond 600 cut to the letters Swedish and English text is written in, and to the OpenType features the page
// turns on. It is in the first frame's path, so every kilobyte counts (docs/operations.md, the hero's paint).
// Any other letter still shows, in the fallback serif.
import fs from 'node:fs'
import subsetFont from 'subset-font'

const source = 'src/app/fonts/source/cormorant-garamond-latin-600-normal.woff2'
const target = 'src/app/fonts/cormorant-garamond-600-subset.woff2'

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index))
const letters = [
  ...range(0x20, 0x7e), // ASCII
  ...range(0xa0, 0xff), // Latin-1: å ä ö é ü æ ø, « », °, £, ©
  ...'ıŒœ', // the rest of Fontsource's Latin letters
  ...'\u2002\u2009–—‘’‚“”„•…′″‹›⁄€™−', // typographic spaces, dashes, quotes, bullet, ellipsis, primes, €, ™, minus
].join('')
// Default-on features (kerning, ligatures, contextual forms, marks), and lining figures (site.css); the font's
// fractions and tabular figures are never asked for.
const features = ['kern', 'liga', 'calt', 'ccmp', 'mark', 'mkmk', 'lnum']

const font = await subsetFont(fs.readFileSync(source), letters, { targetFormat: 'woff2', keepFeatures: features })
fs.writeFileSync(target, font)
console.log(
  `${target}: ${(font.length / 1024).toFixed(1)} kB (from ${(fs.statSync(source).size / 1024).toFixed(1)} kB)`,
)
