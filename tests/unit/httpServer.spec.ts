import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { createHttpServer } from '../../server/httpServer.mjs'

// The production server's HTTP server (server/index.mjs) on a real socket, as a proxy in front would use it.
const server = createHttpServer((_req, res) => res.end('ok'))
let port = 0
beforeAll(async () => {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  port = (server.address() as AddressInfo).port
})
afterAll(() => server.close())

/** Sends one keep-alive GET on `socket` and resolves with the raw answer. */
const get = (socket: Socket): Promise<string> =>
  new Promise((resolve, reject) => {
    let answer = ''
    const onData = (data: Buffer) => {
      answer += data.toString()
      if (answer.endsWith('ok')) {
        socket.off('data', onData)
        resolve(answer)
      }
    }
    socket.on('data', onData).once('error', reject)
    socket.write('GET / HTTP/1.1\r\nHost: salong\r\nConnection: keep-alive\r\n\r\n')
  })

it('keeps an idle connection open past Node’s 5 s, so a proxy reusing it gets an answer, not a reset', async () => {
  const socket = connect(port, '127.0.0.1')
  await once(socket, 'connect')
  expect(await get(socket)).toMatch(/^HTTP\/1\.1 200/)
  let closedAt = 0
  socket.once('end', () => (closedAt = Date.now()))
  await new Promise((resolve) => setTimeout(resolve, 6_000))
  expect(closedAt).toBe(0)
  expect(await get(socket)).toMatch(/^HTTP\/1\.1 200/)
  socket.destroy()
}, 15_000)
