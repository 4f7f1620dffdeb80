import { NOT_FOUND } from '../src/lib/notFound.mjs'

const API = /^\/api(\/|$)/

/** @param {string} pathname */
const decodes = (pathname) => {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * An address whose path holds a percent-escape that is not UTF-8 (`%FF`, `%E0%A4%A`) names nothing, but Next's router
 * fails to decode it and answered a plain 500 on /api and /admin. Such a request is answered here before Next sees it:
 * under /api with the contract's 404 in its envelope (the contract's routes and Payload's REST alike), elsewhere with a
 * plain 400. Answers whether it did.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export const refuseMalformedPaths = (req, res) => {
  const pathname = (req.url ?? '/').split('?')[0]
  if (!pathname.includes('%') || decodes(pathname)) return false
  const api = API.test(pathname)
  res.writeHead(api ? 404 : 400, {
    'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  })
  res.end(api ? JSON.stringify({ success: false, error: NOT_FOUND }) : 'Bad Request')
  return true
}
