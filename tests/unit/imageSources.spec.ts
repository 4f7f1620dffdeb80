import { describe, expect, it } from 'vitest'

import { PORTRAIT_SIZES, srcsetOf } from '../../src/lib/imageSources'

const size = (width: number | null, url: string | null = width ? `/api/media/file/a-${width}.webp` : null) => ({
  url,
  width,
})

describe('srcsetOf', () => {
  it('lists the generated WebP sizes narrowest first, each width once, never the thumbnail', () => {
    expect(
      srcsetOf(
        {
          thumbnail: size(480, '/api/media/file/a-480x360.jpg'),
          xlarge: size(960),
          small: size(480),
          medium: size(768),
          large: size(null),
        },
        960,
      ),
    ).toBe('/api/media/file/a-480.webp 480w, /api/media/file/a-768.webp 768w, /api/media/file/a-960.webp 960w')
    expect(srcsetOf({ small: size(480), xlarge: size(480, '/api/media/file/b-480.webp') })).toBe(
      '/api/media/file/a-480.webp 480w',
    )
  })

  it('is null for media without sizes (uploaded before them, or restored from an old backup)', () => {
    expect(srcsetOf(undefined, 800)).toBeNull()
    expect(srcsetOf({ thumbnail: size(480) }, 800)).toBeNull()
    expect(srcsetOf({ small: { url: null, width: null } })).toBeNull()
  })

  it('leaves out a size wider than the original', () => {
    expect(srcsetOf({ small: size(480), medium: size(768) }, 600)).toBe('/api/media/file/a-480.webp 480w')
  })

  it('lists the portrait crops apart from the widths, and neither in the other', () => {
    const sizes = {
      small: size(480),
      medium: size(768),
      portraitSmall: size(480, '/api/media/file/a-480x854.webp'),
      portrait: size(608, '/api/media/file/a-608x1080.webp'),
    }
    expect(srcsetOf(sizes, 1920, PORTRAIT_SIZES)).toBe(
      '/api/media/file/a-480x854.webp 480w, /api/media/file/a-608x1080.webp 608w',
    )
    expect(srcsetOf(sizes, 1920)).toBe('/api/media/file/a-480.webp 480w, /api/media/file/a-768.webp 768w')
  })
})
