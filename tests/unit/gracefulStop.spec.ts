import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import http from 'node:http'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'

// The production server's stop (server/gracefulStop.mjs) in a process of its own, sent real signals.
const DRAIN_S = 1
const TIMEOUT_S = 2

type Run = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> }
let run: Run | undefined

const start = async ({ timeoutS = TIMEOUT_S } = {}): Promise<Run> => {
  const child = spawn(process.execPath, [path.resolve('tests/support/stoppableServer.mjs')], {
    env: { ...process.env, SHUTDOWN_DRAIN_SECONDS: String(DRAIN_S), SHUTDOWN_TIMEOUT_SECONDS: String(timeoutS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  const exited = once(child, 'exit').then(([code]) => code as number | null)
  const port = await new Promise<number>((resolve) =>
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /listening (\d+)/.exec(output)
      if (listening) resolve(Number(listening[1]))
    }),
  )
  run = { child, port, output: () => output, exited }
  return run
}

afterEach(() => {
  if (run && run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL')
  run = undefined
})

type Answer = { status: number; connection: string | undefined; body: string; endedAt: number }
/**
 * One request on a connection of its own (keep-alive asked for), read to its end or until it is cut; the client
 * keeps that connection open as long as the server does (its agent is never destroyed).
 */
const get = (port: number, url: string, onAnswer: () => void = () => {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: true })
    http
      .get({ host: '127.0.0.1', port, path: url, agent }, (res) => {
        onAnswer()
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        const done = () =>
          resolve({ status: res.statusCode!, connection: res.headers.connection, body, endedAt: Date.now() })
        res.on('end', done).on('aborted', done).on('error', done)
      })
      .on('error', reject)
  })

it('during the drain: ready 503, health 200, every answer closing its connection; requests still answered', async () => {
  const { child, port } = await start()
  expect((await get(port, '/api/ready')).status).toBe(200)
  expect((await get(port, '/api/health')).connection).toBe('keep-alive')
  child.kill('SIGTERM')
  await expect.poll(() => run!.output()).toContain('SIGTERM')
  expect(await get(port, '/api/ready')).toMatchObject({ status: 503, connection: 'close' })
  expect(await get(port, '/api/health')).toMatchObject({ status: 200, connection: 'close' })
  expect(await get(port, '/')).toMatchObject({ status: 200, body: 'ok' })
  expect(await run!.exited).toBe(0)
})

it('with nothing in flight it exits 0 within the drain delay and a second, after the site closed', async () => {
  const { child } = await start()
  const sent = Date.now()
  child.kill('SIGTERM')
  expect(await run!.exited).toBe(0)
  const took = Date.now() - sent
  expect(took).toBeGreaterThanOrEqual(DRAIN_S * 1000)
  expect(took).toBeLessThan(DRAIN_S * 1000 + 1000)
  expect(run!.output()).toContain('finishing 0 request(s) in flight')
  expect(run!.output()).toContain('site closed')
})

it('a request in flight when the drain ends is answered whole before the process exits', async () => {
  const { child, port } = await start()
  child.kill('SIGTERM')
  await expect.poll(() => run!.output()).toContain('SIGTERM')
  // Sent just before the drain ends, answered a second later, after the server stopped accepting.
  await new Promise((resolve) => setTimeout(resolve, DRAIN_S * 1000 - 300))
  expect(await get(port, '/slow')).toMatchObject({ status: 200, body: 'slow' })
  expect(await run!.exited).toBe(0)
})

it('an answer begun before the stop and ended after the drain: its idle keep-alive connection does not hold the exit', async () => {
  // A bound far beyond the answer, so waiting on the idle connection would show as ten seconds more.
  const { child, port } = await start({ timeoutS: 10 })
  const download = get(port, '/download', () => child.kill('SIGTERM'))
  const answer = await download
  expect(answer).toMatchObject({ status: 200, connection: 'keep-alive', body: 'started ended' })
  expect(await run!.exited).toBe(0)
  expect(Date.now() - answer.endedAt).toBeLessThan(1000)
  expect(run!.output()).toContain('finishing 1 request(s) in flight')
  expect(run!.output()).not.toContain('still in flight')
})

it('an answer begun before the stop and ended during the drain keeps its connection for the next request', async () => {
  // The load balancer may send its next request on that connection until it has taken the server out; closing it
  // under that request would cut a visitor.
  const { child, port } = await start()
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const ask = (url: string, onAnswer = () => {}) =>
    new Promise<{ status: number; reused: boolean; connection?: string }>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: url, agent }, (res) => {
        onAnswer()
        res.resume()
        res.on('end', () =>
          resolve({ status: res.statusCode!, reused: req.reusedSocket, connection: res.headers.connection }),
        )
      })
      req.on('error', reject)
    })
  expect(await ask('/short', () => child.kill('SIGTERM'))).toMatchObject({ status: 200, connection: 'keep-alive' })
  // Time for a close to reach the client, were there one.
  await new Promise((resolve) => setTimeout(resolve, 150))
  expect(await ask('/')).toEqual({ status: 200, reused: true, connection: 'close' })
  expect(await run!.exited).toBe(0)
})

it('a second signal ends it at once', async () => {
  const { child } = await start()
  child.kill('SIGTERM')
  await expect.poll(() => run!.output()).toContain('SIGTERM')
  const sent = Date.now()
  child.kill('SIGTERM')
  expect(await run!.exited).toBe(143)
  expect(Date.now() - sent).toBeLessThan(500)
  expect(run!.output()).not.toContain('site closed')
})

it('the bound ends a request that never finishes, says so in one line, and the process still exits 0', async () => {
  const { child, port } = await start()
  const hanging = get(port, '/hang')
  const sent = Date.now()
  child.kill('SIGTERM')
  const cut = await hanging
  expect(cut.body).toBe('started')
  expect(await run!.exited).toBe(0)
  const took = Date.now() - sent
  expect(took).toBeGreaterThanOrEqual((DRAIN_S + TIMEOUT_S) * 1000)
  expect(took).toBeLessThan((DRAIN_S + TIMEOUT_S) * 1000 + 1000)
  // What the stop waits for once the drain is over, then what the bound ended.
  expect(run!.output()).toContain('finishing 1 request(s) in flight')
  expect(run!.output().match(/still in flight/g)).toEqual(['still in flight'])
  expect(run!.output()).toContain('1 request(s) still in flight after 2 s were ended')
})
