'use client'

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'

import { DEFAULT_IMAGE } from '../../lib/siteConstants'

/**
 * An image that falls back to the salon's default image when it cannot load (SPEC §8); the fallback drops the
 * `srcSet`, which would otherwise win over it.
 */
export function SafeImage({
  src,
  alt,
  srcSet,
  sizes,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string | null
  srcSet?: string | null
  alt: string
}) {
  const [failed, setFailed] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    // The server-rendered image may have failed before React hydrated and listened: a finished image
    // without pixels is a failed one.
    const element = image.current
    if (element && element.complete && element.naturalWidth === 0 && element.currentSrc) setFailed(true)
  }, [])
  return (
    <img
      {...rest}
      ref={image}
      src={!src || failed ? DEFAULT_IMAGE : src}
      srcSet={src && !failed && srcSet ? srcSet : undefined}
      sizes={src && !failed && srcSet ? sizes : undefined}
      alt={alt}
      onError={() => setFailed(true)}
    />
  )
}
