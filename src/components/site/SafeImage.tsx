'use client'

import { useState, type ImgHTMLAttributes } from 'react'

import { DEFAULT_IMAGE } from '../../lib/siteConstants'

/** An image that falls back to the salon's default image when it cannot load (SPEC §8). */
export function SafeImage({ src, alt, ...rest }: Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> & { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false)
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img {...rest} src={!src || failed ? DEFAULT_IMAGE : src} alt={alt} onError={() => setFailed(true)} />
  )
}
