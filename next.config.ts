import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // The site is served from one machine; no image CDN, and no telemetry leaves it.
  images: { unoptimized: true },
  poweredByHeader: false,
  // Swedish is served at /, English at /en; /sv is only the internal name of the Swedish page.
  rewrites: async () => ({ beforeFiles: [{ source: '/', destination: '/sv' }], afterFiles: [], fallback: [] }),
  redirects: async () => [{ source: '/sv', destination: '/', permanent: true }],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
