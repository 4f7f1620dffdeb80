import { once } from 'node:events'
import { request as httpRequest, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { requestListener } from '../../server/requestListener.mjs'

// The production server's listener on a real socket; the handler stands for Next and says what reached it.
const reached: string[] = []
const server = createServer(
  requestListener(
    (req, res) => {
      reached.push(`${req.method} ${req.url}`)
      res.end('next')
    },
    { staticDir: '/nonexistent', env: {} as NodeJS.ProcessEnv },
  ),
)
let port = 0
beforeAll(async () => {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  port = (server.address() as AddressInfo).port
})
afterAll(() => server.close())

const send = (method: string, path: string, body?: string) =>
  new Promise<{ status: number; allow?: string }>((resolve, reject) => {
    const req = httpRequest({ port, method, path, headers: { 'content-type': 'multipart/form-data; boundary=x' } })
    req.once('response', (res) => {
      res.resume()
      resolve({ status: res.statusCode!, allow: res.headers.allow as string | undefined })
    })
    req.once('error', reject)
    req.end(body)
  })

it('refuses a body sent to a page before Next sees it, as the pages are only read', async () => {
  for (const path of ['/', '/en', '/integritet', '/zz-no-page', '/_next/static/x.js']) {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(await send(method, path, '--x\r\ngarbage'), `${method} ${path}`).toEqual({
        status: 405,
        allow: 'GET, HEAD',
      })
    }
  }
  expect(reached).toEqual([])
})

it('hands on what takes bodies (the contract, Payload REST, the panel) and every read', async () => {
  for (const [method, path] of [
    ['POST', '/api/contact/submit'],
    ['PATCH', '/api/users/1'],
    ['POST', '/admin/collections/treatments'],
    ['POST', '/admin'],
    ['GET', '/'],
    ['HEAD', '/en'],
  ]) {
    expect((await send(method, path, method === 'GET' || method === 'HEAD' ? undefined : 'x')).status).toBe(200)
  }
  expect(reached).toEqual([
    'POST /api/contact/submit',
    'PATCH /api/users/1',
    'POST /admin/collections/treatments',
    'POST /admin',
    'GET /',
    'HEAD /en',
  ])
})
