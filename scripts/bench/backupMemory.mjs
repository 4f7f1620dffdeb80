// Peak memory of streamed backups (issue 12, finding 7): create, download and restore of a media folder of
// BENCH_MEDIA_MB (default 1024) against the production build, as the server's resident memory above its
// idle level (the baseline, measured in the same run). Target: < 150 MB above idle for each.
// Run (after a build, under the heavy lock): `node scripts/bench/backupMemory.mjs`.
//   BENCH_MEDIA_MB   size of the media folder (default 1024)
//   BENCH_FILES      number of films it is split into (default 8)
//   BENCH_RUNS       runs per operation, judged on their median (default 3)
//   BENCH_PORT       the server's port (default: a free one)
//   BENCH_S3         1: media and new archives in a bucket (an s3rver process beside the server, not counted in
//                    its memory); the archive restored is still read from the backup folder
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import tar from 'tar-stream'

import { apiRequest, median, startServer } from './benchServer.mjs'
import { freePort } from '../freePorts.mjs'

const MIB = 1024 * 1024
const mediaMb = Number(process.env.BENCH_MEDIA_MB || 1024)
const fileCount = Number(process.env.BENCH_FILES || 8)
const runs = Number(process.env.BENCH_RUNS || 3)
// A free port unless BENCH_PORT names one: never a server of the run before, still stopping.
const port = Number(process.env.BENCH_PORT) || (await freePort())
const TARGET_MB = 150
const dataDir = 'tests/.artifacts/bench-backup-data'
const sourceDir = 'tests/.artifacts/bench-backup-source'
const password = 'Bench-Admin-Password-1'

// ---------------------------------------------------------------------------------------------------------
// The media: BENCH_FILES films of random bytes, written from one 1 MiB block varied per MiB (so gzip finds
// nothing to shrink, and generating them needs 1 MiB of memory), packed into a version-2 archive to restore.
const fileSize = Math.floor((mediaMb * MIB) / fileCount)
const makeFilm = async (file, seed) => {
  const block = randomBytes(MIB)
  // An MP4's first bytes (`....ftypisom`), so the restore's content check accepts it as a film.
  const header = Buffer.from('00000018667479706973736f6d0000020069736f6d69736f32', 'hex')
  const out = fs.createWriteStream(file)
  for (let written = 0; written < fileSize; written += MIB) {
    block.writeUInt32LE(written ^ seed, 64)
    const chunk = written === 0 ? Buffer.concat([header, block.subarray(header.length)]) : block
    if (!out.write(chunk.subarray(0, Math.min(MIB, fileSize - written))))
      await new Promise((resolve) => out.once('drain', resolve))
  }
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())))
}

const sha256 = async (file) => {
  const hash = createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk)
  return hash.digest('hex')
}

/** An unsigned version-2 archive of `fileCount` film items (restored with force). */
const makeArchive = async (target) => {
  fs.rmSync(sourceDir, { recursive: true, force: true })
  fs.mkdirSync(sourceDir, { recursive: true })
  const media = []
  const files = []
  for (let i = 0; i < fileCount; i++) {
    const name = `film-${i}.mp4`
    await makeFilm(path.join(sourceDir, name), i)
    const now = new Date().toISOString()
    media.push({
      id: i + 1,
      title: { sv: `Film ${i}`, en: `Film ${i}` },
      category: 'general',
      placement: 'gallery',
      isActive: true,
      sortOrder: i,
      filename: name,
      mimeType: 'video/mp4',
      filesize: fileSize,
      createdAt: now,
    })
    files.push({ name, size: fileSize, sha256: await sha256(path.join(sourceDir, name)) })
  }
  const pack = tar.pack()
  const written = pipeline(pack, createGzip({ level: 1 }), fs.createWriteStream(target))
  for (const file of files) {
    const entry = pack.entry({ name: `media/${file.name}`, size: file.size })
    await pipeline(fs.createReadStream(path.join(sourceDir, file.name)), entry)
  }
  const documents = {
    version: 2,
    format: 'salong-backup',
    type: 'all',
    created_at: new Date().toISOString(),
    collections: {
      media,
      treatments: [],
      promotions: [],
      mailings: [],
      subscribers: [],
      messages: [],
      visits: [],
      clicks: [],
    },
    globals: { settings: {} },
    media_files: files,
  }
  pack.entry({ name: 'archive.json' }, JSON.stringify(documents))
  pack.finalize()
  await written
  fs.rmSync(sourceDir, { recursive: true, force: true })
}

// ---------------------------------------------------------------------------------------------------------
// With BENCH_S3=1, a bucket: s3rver in a process of its own (the service, not the server), in a folder of its own.
const s3Dir = 'tests/.artifacts/bench-backup-s3'
const startS3 = async () => {
  fs.rmSync(s3Dir, { recursive: true, force: true })
  fs.mkdirSync(s3Dir, { recursive: true })
  const bin = 'node_modules/s3rver/bin/s3rver.js'
  const args = [bin, '-d', s3Dir, '-a', '127.0.0.1', '-p', '0', '--silent', '--configure-bucket', 'bench']
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
  process.on('exit', () => child.kill())
  const s3Port = await new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      const listening = /listening on [\d.]+:(\d+)/.exec(output)
      if (listening) resolve(Number(listening[1]))
    })
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code})`)))
  })
  return {
    S3_BUCKET: 'bench',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  }
}
const s3Env = process.env.BENCH_S3 === '1' ? await startS3() : {}

// ---------------------------------------------------------------------------------------------------------
// The server and its memory: the resident set of its whole process tree (bash → npx → node).
const server = startServer({ port, dataDir, env: { ...s3Env, E2E_ADMIN_PASSWORD: password } })
const { base, idleMb } = server
/** Runs `task` and answers the peak resident memory of the server meanwhile. */
const peakDuring = async (task) => (await server.peakDuring(task)).peak

const request = (method, route, token, body) => apiRequest(base, method, route, token, body)

const call = async (method, route, token, body) => {
  const response = await request(method, route, token, body)
  const chunks = []
  for await (const chunk of response) chunks.push(chunk)
  const json = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  if (response.statusCode >= 400) throw new Error(`${method} ${route}: ${response.statusCode} ${JSON.stringify(json)}`)
  return json.data
}

// ---------------------------------------------------------------------------------------------------------
const main = async () => {
  console.log(
    `› Media folder of ${mediaMb} MB in ${fileCount} films; ${runs} runs per operation${s3Env.S3_BUCKET ? '; media and archives in a bucket (s3rver)' : ''}`,
  )
  await server.ready()
  const { token } = await call('POST', '/auth/login', undefined, { username: 'admin', password })
  const backups = path.join(dataDir, 'backups')
  fs.mkdirSync(backups, { recursive: true })
  const source = 'salong-all-2000-01-01T00-00-00-000Z.tar.gz'
  await makeArchive(path.join(backups, source))
  console.log(`› Archive to restore: ${(fs.statSync(path.join(backups, source)).size / MIB).toFixed(0)} MB`)

  // Warm up every route once (Next compiles nothing in production, but first calls load modules).
  await call('GET', '/backup/status', token)
  const baseline = await idleMb()
  const above = { create: [], download: [], restore: [] }
  for (let run = 1; run <= runs; run++) {
    const idle = await idleMb()
    above.restore.push(
      (await peakDuring(() => call('POST', '/backup/restore', token, { backupName: source, force: true }))) - idle,
    )
    let created
    above.create.push(
      (await peakDuring(async () => (created = await call('POST', '/backup/create', token, {})))) - idle,
    )
    above.download.push(
      (await peakDuring(async () => {
        const response = await request('GET', `/backup/download/${created.name}`, token)
        let bytes = 0
        for await (const chunk of response) bytes += chunk.length
        if (response.statusCode !== 200 || bytes !== created.size)
          throw new Error(
            `download: ${response.statusCode}, ${bytes} of ${created.size} bytes (Content-Length ${response.headers['content-length']}, encoding ${response.headers['content-encoding']})`,
          )
      })) - idle,
    )
    // Keep the disk tidy: this run's archives (the safety backups too) are no longer needed.
    for (const entry of await call('GET', '/backup/status', token))
      if (entry.name !== source) await call('DELETE', `/backup/${entry.name}`, token)
    console.log(
      `  run ${run}: idle ${idle.toFixed(0)} MB; above idle: restore ${above.restore.at(-1).toFixed(0)}, create ${above.create.at(-1).toFixed(0)}, download ${above.download.at(-1).toFixed(0)} MB`,
    )
  }
  console.log(`\nBaseline (idle server, median of samples): ${baseline.toFixed(0)} MB resident`)
  let ok = true
  for (const [operation, values] of Object.entries(above)) {
    const value = median(values)
    ok &&= value < TARGET_MB
    console.log(
      `${operation.padEnd(9)} peak above idle: ${value.toFixed(0).padStart(4)} MB (median of ${runs}; target < ${TARGET_MB})`,
    )
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.rmSync(s3Dir, { recursive: true, force: true })
  process.exit(ok ? 0 : 1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
