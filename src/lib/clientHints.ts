import type { NextConfig } from 'next'

type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number]

const CLIENT_HINT_HEADERS = new Set(['accept-ch', 'critical-ch'])

/**
 * `withPayload` asks every path for the colour-scheme client hint (`Critical-CH` on `/:path*`), which makes
 * Chromium fetch each first page twice; only Payload's admin panel reads the hint, so its rule is moved there.
 */
export const clientHintsOnlyForAdmin = (rules: HeaderRule[]): HeaderRule[] =>
  rules.flatMap((rule) =>
    rule.headers.some((header) => CLIENT_HINT_HEADERS.has(header.key.toLowerCase()))
      ? [
          { ...rule, source: '/admin' },
          { ...rule, source: '/admin/:path+' },
        ]
      : [rule],
  )
