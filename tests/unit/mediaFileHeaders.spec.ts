import { buildCustomRoute } from 'next/dist/server/lib/router-utils/filesystem'
import { describe, expect, it } from 'vitest'

import nextConfig from '../../next.config'
import { MEDIA_FILE_CONTENT_SECURITY_POLICY } from '../../src/lib/securityHeaders'

/*
 * Issue 28, finding 3: a media file is answered with its own sandboxing policy. Next keeps the headers of its
 * configuration over a route handler's, so the policy must come from next.config.ts; its rules apply in order, a later
 * one's value replacing an earlier one's (next/dist/server/lib/router-utils/resolve-routes.js).
 */
const headersFor = async (pathname: string): Promise<Record<string, string>> => {
  const answer: Record<string, string> = {}
  for (const rule of await nextConfig.headers()) {
    // Next's own matching of a configured rule (next/dist/server/lib/router-utils/filesystem.js).
    if (!buildCustomRoute('header', rule).match(pathname)) continue
    for (const { key, value } of rule.headers) answer[key.toLowerCase()] = value
  }
  return answer
}

describe('the headers Next puts on a media file', () => {
  it.each(['/api/media/file/photo.jpg', '/api/media/file/film-768x432.webp', '/api/media/file/x.svg'])(
    '%s: sandboxed, loads nothing, never sniffed',
    async (pathname) => {
      const headers = await headersFor(pathname)
      expect(headers['content-security-policy']).toBe(MEDIA_FILE_CONTENT_SECURITY_POLICY)
      expect(headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/)
      expect(headers['x-content-type-options']).toBe('nosniff')
    },
  )

  it("leaves the page's and the API's policy as it is", async () => {
    for (const pathname of ['/', '/en', '/api/gallery', '/api/media', '/admin'])
      expect((await headersFor(pathname))['content-security-policy'], pathname).toMatch(/^default-src 'self'/)
  })
})
