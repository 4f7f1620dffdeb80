/** The methods a public page answers. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** Where bodies go: the contract and Payload's REST, and Payload's panel (its server functions post to /admin). */
const TAKES_BODIES = /^\/(api|admin)(\/|\?|$)/

/**
 * The public pages are only read. Next takes a multipart POST to any page for a Server Action (the site has none)
 * and answered a stranger's with 500 after reading all of it; such a request is refused here before Next sees it.
 * Answers whether it did; `Connection: close` so the rest of the body is not read either.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export const refuseBodiesToPages = (req, res) => {
  if (READS.has(req.method ?? 'GET') || TAKES_BODIES.test(req.url ?? '/')) return false
  res.writeHead(405, {
    Allow: 'GET, HEAD',
    Connection: 'close',
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  })
  res.end('Method Not Allowed')
  return true
}
