import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { FIRST_FRAME_LETTERS, OTHER_LETTERS, unicodeRange } from '../../scripts/subset-heading-font.mjs'

// next/font takes only literals, so the layout writes the ranges out; they must be the letters each file was cut to.
const layout = readFileSync('src/app/(site)/[lang]/layout.tsx', 'utf8')
const declaredRanges = [...layout.matchAll(/prop: 'unicode-range',\s*value:\s*'([^']+)'/g)].map((match) => match[1])

describe("the heading font's two files", () => {
  it('are declared with the letters each was cut to, the first-frame file first', () => {
    expect(declaredRanges).toEqual([unicodeRange(FIRST_FRAME_LETTERS), unicodeRange(OTHER_LETTERS)])
  })

  it('share no letter, and the first frame has what Swedish and English headings are written in', () => {
    expect([...OTHER_LETTERS].filter((letter) => FIRST_FRAME_LETTERS.includes(letter))).toEqual([])
    for (const word of ['Salong Lumière', 'Ansiktsbehandling – 60 min', 'Bröllopsmåleri', 'Crème & “Café”', '€ 1 200'])
      expect(
        [...word].filter((letter) => !FIRST_FRAME_LETTERS.includes(letter)),
        word,
      ).toEqual([])
  })

  it('writes a range as the browser reads it', () => {
    expect(unicodeRange('abcx\u00a0')).toBe('U+61-63, U+78, U+A0')
  })
})
