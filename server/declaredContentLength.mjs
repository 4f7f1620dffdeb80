// Next drops `Content-Length` from every route handler's answer (`next/dist/server/send-response.js`: a body may have
// been decoded on the way), so a media file or a backup went out chunked, its size unknown to a player or to a
// download's progress bar. A handler that streams a file of known size declares it under this header as well; the
// server turns it back into `Content-Length` just before the headers go out, unless the answer is being compressed.
import onHeaders from 'on-headers'

import { DECLARED_CONTENT_LENGTH } from '../src/lib/declaredContentLength.mjs'

/**
 * A compressed answer keeps no length: the compression middleware removes it, and this one leaves it unset.
 * @param {import('node:http').ServerResponse} res
 */
export const restoreDeclaredContentLength = (res) =>
  onHeaders(res, () => {
    const declared = res.getHeader(DECLARED_CONTENT_LENGTH)
    if (declared === undefined) return
    res.removeHeader(DECLARED_CONTENT_LENGTH)
    if (!res.hasHeader('content-encoding')) res.setHeader('Content-Length', declared)
  })
