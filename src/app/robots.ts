import type { MetadataRoute } from 'next'

import { siteUrl } from '../lib/siteUrl'

// Rendered per request from the running server's SERVER_URL, never prerendered with the build's environment
// (which has none): a build serves any address. It reads no database, so a render costs next to nothing.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
