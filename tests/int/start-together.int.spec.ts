import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'
import { getPayload, type Payload, type SanitizedConfig } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { migrations } from '../../src/migrations'
import { databaseAdapter } from '../../src/platform/databaseAdapter'
import { seedMedia, seedPromotions, seedTreatments } from '../../src/seed/content'

/*
 * Issue 50, item 3: processes started at the same moment on one fresh database (two servers, or a server and
 * `scripts/init.ts`) both start; the migrations are applied once, by one of them, and the database is seeded once.
 * Each process is `scripts/init.ts`, which prepares the database exactly as a server does as it starts (the same
 * Payload start: its migrations, then its seed) and then ends.
 */
const sqlite = process.env.DATABASE_URI!.startsWith('file:')
const fresh = sqlite
  ? process.env.DATABASE_URI!.replace(/\.db$/, '-together.db')
  : `${process.env.DATABASE_URI}_together`
const mongoFix = path.resolve('tests/support/jongodb-driver-fix.cjs')
let together: Payload | undefined
const children: ChildProcess[] = []

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  await together?.destroy()
})

type Run = { code: number | null; output: string }

/** `scripts/init.ts` in production on the fresh database, as a deploy runs it; resolves once it has ended. */
const startProcess = (name: string): Promise<Run> => {
  const dataDir = path.join(process.env.DATA_DIR!, `together-${name}`)
  fs.mkdirSync(dataDir, { recursive: true })
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/init.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATABASE_URI: fresh,
      DATA_DIR: dataDir,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
      SERVER_URL: 'http://127.0.0.1:3000',
      NODE_OPTIONS: sqlite ? '' : `--require ${mongoFix}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return once(child, 'exit').then(([code]) => ({ code: code as number | null, output }))
}

describe('servers started together on one fresh database', () => {
  it('both start; the migrations are applied once and the database seeded once', { timeout: 240_000 }, async () => {
    const runs = await Promise.all([startProcess('a'), startProcess('b')])
    for (const run of runs) {
      expect(run.code, run.output).toBe(0)
      expect(run.output).toContain('Database ready')
    }

    const { default: config } = await import('@payload-config')
    // Read as it is: no schema pushed onto the migrated file.
    process.env.DATABASE_PUSH = 'false'
    together = await getPayload({
      config: { ...(await config), db: databaseAdapter(fresh) as SanitizedConfig['db'] },
      key: 'started-together',
      disableOnInit: true,
    })
    delete process.env.DATABASE_PUSH

    // Each committed migration is listed once, in one batch (SQLite); MongoDB has none to run.
    const applied = await together.find({ collection: 'payload-migrations', pagination: false, depth: 0 })
    const names = applied.docs.map((migration) => migration.name).sort()
    expect(names).toEqual(sqlite ? migrations.map((migration) => migration.name).sort() : [])
    expect(new Set(applied.docs.map((migration) => migration.batch)).size).toBeLessThanOrEqual(1)
    // Only one process printed that it applied them.
    const migrating = runs.map((run) => (run.output.match(/Migrating: /g) ?? []).length)
    expect(migrating.sort((x, y) => x - y)).toEqual(sqlite ? [0, migrations.length] : [0, 0])

    // One first staff user and one copy of the demo content.
    const users = await together.find({ collection: 'users', pagination: false, depth: 0 })
    expect(users.docs.map((user) => user.username)).toEqual(['admin'])
    expect((await together.count({ collection: 'treatments' })).totalDocs).toBe(seedTreatments.length)
    expect((await together.count({ collection: 'promotions' })).totalDocs).toBe(seedPromotions.length)
    // Each item, and each video's poster once.
    const posters = new Set(seedMedia.flatMap((item) => (item.poster ? [item.poster] : [])))
    expect((await together.count({ collection: 'media' })).totalDocs).toBe(seedMedia.length + posters.size)
  })
})

describe.runIf(sqlite)('the migration lock', () => {
  // Each taker is a process of its own, started through tsx: seconds each on a busy machine.
  it('is let go when the process holding it is killed, and the one waiting goes on', { timeout: 180_000 }, async () => {
    const database = process.env.DATABASE_URI!.replace(/^file:/, '').replace(/\.db$/, '-lock.db')
    const lockModule = path.resolve('src/platform/migrationLock.ts')
    /** A process that takes the lock, says so, then holds it `holding` ("forever": until killed) or ends. */
    const lockTaker = (holding: 'forever' | 'briefly') => {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `import { withMigrationLock } from ${JSON.stringify(lockModule)}
           const timer = setInterval(() => {}, 60_000)
           await withMigrationLock(${JSON.stringify(database)}, async () => {
             console.log('took the lock')
             // A timer holds the wait (and so the lock's connection): a promise nothing refers to would let the
             // garbage collector take the waiting function, its connection with it, and the lock.
             if (${JSON.stringify(holding)} === 'forever') await new Promise((resolve) => setTimeout(resolve, 2 ** 31 - 1))
           }, (message) => console.log(message))
           clearInterval(timer)`,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      )
      children.push(child)
      let output = ''
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
      return { child, output: () => output, exited: once(child, 'exit').then(([code]) => code as number | null) }
    }

    // One holds it, as a process does mid-migration; another asks for it and waits.
    const holder = lockTaker('forever')
    await expect.poll(holder.output, { timeout: 60_000 }).toContain('took the lock')
    const waiter = lockTaker('briefly')
    await expect.poll(waiter.output, { timeout: 60_000 }).toContain('waiting for it to finish')
    expect(waiter.output()).not.toContain('took the lock')

    // The holder dies without letting go: the operating system does, and the waiting one goes on.
    holder.child.kill('SIGKILL')
    expect(await waiter.exited).toBe(0)
    expect(waiter.output()).toContain('took the lock')

    // Let go by a process that ended its work and lives on: the next one takes it at once.
    const next = lockTaker('briefly')
    expect(await next.exited).toBe(0)
    expect(next.output()).not.toContain('waiting')
  })
})
