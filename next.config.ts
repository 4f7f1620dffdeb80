import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'

import { clientHintsOnlyForAdmin } from './src/lib/clientHints'
import { defaultLocaleLegalSlugs } from './src/lib/legalPaths'
import { PAGE_CACHE_CONTROL } from './src/lib/pageCaching'
import { apiDocsHeaders, mediaFileHeaders, securityHeaders } from './src/lib/securityHeaders'
import { sharedCacheUrl } from './src/lib/sharedCacheConfig.mjs'

const nextConfig: NextConfig = {
  // The site is served from one machine; no image CDN, and no telemetry leaves it.
  images: { unoptimized: true },
  poweredByHeader: false,
  // The production server compresses (server/index.mjs): a page from the cache once per version, the rest per answer.
  compress: false,
  // No ETag for pages: Next hashes the whole document (about 90 kB) in JavaScript on every answer, a sixth of what a
  // cached page costs the server, to spare a returning browser 15 kB. Media files keep their own validators
  // (src/collections/uploads/serveMediaFile.ts); `_next/static` files are immutable anyway.
  generateEtags: false,
  // Swedish is served at / (and /integritet, /villkor), English at /en; /sv is only the Swedish pages' internal name.
  rewrites: async () => ({
    beforeFiles: [
      { source: '/', destination: '/sv' },
      ...defaultLocaleLegalSlugs().map((slug) => ({ source: `/${slug}`, destination: `/sv/${slug}` })),
    ],
    afterFiles: [],
    fallback: [],
  }),
  redirects: async () => [
    { source: '/sv', destination: '/', permanent: true },
    { source: '/sv/:slug', destination: '/:slug', permanent: true },
  ],
  headers: async () => [
    // CSP, nosniff, framing, referrer and permissions on every response: page, API, media files, admin.
    { source: '/:path*', headers: securityHeaders() },
    // A media file's own, stricter policy: later rules win, and Next keeps them over the file route's own headers.
    { source: '/api/media/file/:path*', headers: mediaFileHeaders() },
    // The API reference alone may run its viewer's script and styles
    // (endpoints/openapi/, docs/decisions/0063-openapi.md).
    { source: '/api/docs', headers: apiDocsHeaders() },
    // The page is the same for every visitor: a shared cache in front may hold it briefly (src/lib/pageCaching.ts).
    ...['/', '/en'].map((source) => ({ source, headers: [{ key: 'Cache-Control', value: PAGE_CACHE_CONTROL }] })),
  ],
  // Next copies the body of every request that reaches the proxy (src/proxy.ts), 10 MB by default, twice, and reads the
  // rest to its end before answering. The proxy reads no body, and what it answers with a body (a POST to a path that
  // is no page) is refused: 64 kB each is plenty (issue 28).
  experimental: { proxyClientMaxBodySize: '64kb' },
  // E-mails are rendered with react-dom/server inside the /api route handlers, which Next bundles for React
  // Server Components (where react-dom/server refuses to run): Node loads React Email from node_modules instead.
  // prom-client: the server's own instance (src/lib/observability/metrics.mjs), which the site counts into.
  serverExternalPackages: ['@react-email/components', '@react-email/render', 'redis', 'prom-client'],
  // Several servers behind one address share Next's page and data cache in Redis (server/sharedCache.mjs). The
  // production server reads this file when it starts, so REDIS_URL is a variable of the start, not of the build;
  // without it, Next's own file cache, one per server.
  ...(sharedCacheUrl() ? { cacheHandler: path.join(process.cwd(), 'server', 'sharedCache.mjs') } : {}),
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = config.headers!

export default { ...config, headers: async () => clientHintsOnlyForAdmin(await payloadHeaders()) } satisfies NextConfig
