import { createReadStream, createWriteStream } from 'node:fs'
import path from 'node:path'
import { Readable, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import tar from 'tar-stream'

import { ARCHIVE_VERSION, type Archive, type Manifest, manifestSchema, mediaFileName } from './archiveFormat'
import { type ArchiveTrust, manifestTrust, signManifest } from './archiveSignature'
import { createStaging, discardStaging, type Staging, stagedPath } from './mediaStaging'
import { byteCap, hashTap, TooLarge } from './streamTaps'
import { mediaStore } from '../platform/mediaStore'

/**
 * Version 2 archives, written and read as streams so memory stays flat however large the media folder is:
 * a tar.gz of `media/<name>` entries (each media file), then `archive.json` (the documents, listing each media
 * file's size and SHA-256), then `signature` (the HMAC of `archive.json`'s bytes). Only the documents are ever
 * held whole, and their entry is capped.
 */
const MANIFEST = 'archive.json'
const SIGNATURE = 'signature'
const MEDIA = 'media/'
const MIB = 1024 * 1024
const manifestLimit = () => Number(process.env.BACKUP_MAX_DOCUMENTS_MB || 256) * MIB
/** Gunzip's output cap: what a restore unpacks at most (media included), so a small file cannot fill the disk. */
export const unpackedLimit = () => Number(process.env.BACKUP_MAX_UNPACKED_MB || 50 * 1024) * MIB

export type ManifestDocuments = Omit<Manifest, 'version' | 'media_files'>

/**
 * Writes the archive into `sink` (a new file, or a multipart upload to the bucket: archiveStore.ts), each media
 * file streamed from where media live (src/platform/mediaStore.ts).
 */
export const writeArchiveV2 = async (
  sink: Writable,
  documents: ManifestDocuments,
  media: { names: string[] },
): Promise<void> => {
  const store = mediaStore()
  const pack = tar.pack()
  const written = pipeline(pack, createGzip(), sink)
  written.catch(() => undefined)
  try {
    const files: Manifest['media_files'] = []
    for (const name of new Set(media.names.map((n) => path.basename(n)))) {
      const stat = await store.stat(name)
      if (!stat) continue
      const { stream, result } = hashTap()
      const entry = pack.entry({ name: `${MEDIA}${name}`, size: stat.size, mtime: stat.modified, mode: 0o644 })
      await pipeline(await store.read(name), stream, entry)
      files.push({ name, size: result.size, sha256: result.sha256 })
    }
    const manifest = Buffer.from(JSON.stringify({ ...documents, version: ARCHIVE_VERSION, media_files: files }))
    pack.entry({ name: MANIFEST, size: manifest.length, mode: 0o644 }, manifest)
    pack.entry({ name: SIGNATURE, mode: 0o644 }, signManifest(manifest))
    pack.finalize()
    await written
  } catch (error) {
    pack.destroy()
    await written.catch(() => undefined)
    throw error
  }
}

export type OpenedArchive = { archive: Archive; trust: ArchiveTrust; staging: Staging }
export type ArchiveProblem = { problem: string }

const DAMAGED = 'The backup file is damaged: it is not a gzip-compressed Salong archive.'

const readSmall = async (entry: AsyncIterable<Buffer>, limit: number): Promise<Buffer | undefined> => {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of entry as AsyncIterable<Buffer>) {
    size += (chunk as Buffer).length
    if (size > limit) return undefined
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/**
 * Reads a version-2 archive (a file, or a stream from the bucket) as a stream: media entries go straight into a staging folder (hashed on the way;
 * with `stageMedia: false` only hashed),
 * the documents are parsed and checked, the signature compared. Nothing outside the staging folder is written;
 * on a problem the staging folder is removed again.
 */
export const readArchiveV2 = async (
  from: string | (() => Promise<Readable>),
  options: { stageMedia?: boolean } = {},
): Promise<OpenedArchive | ArchiveProblem> => {
  const source = typeof from === 'string' ? createReadStream(from) : await from()
  const staging = await createStaging()
  const extract = tar.extract()
  const unpacked = pipeline(source, createGunzip(), byteCap(unpackedLimit()), extract)
  unpacked.catch(() => undefined)
  let manifest: Buffer | undefined
  let signature: string | undefined
  const fail = async (problem: string): Promise<ArchiveProblem> => {
    extract.destroy()
    await unpacked.catch(() => undefined)
    await discardStaging(staging)
    return { problem }
  }
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header
      if (type !== 'file') return await fail(`The backup holds "${name}", which is not a file.`)
      if (name === MANIFEST) {
        manifest = await readSmall(entry as unknown as AsyncIterable<Buffer>, manifestLimit())
        if (!manifest) return await fail("The backup's documents are larger than BACKUP_MAX_DOCUMENTS_MB allows.")
      } else if (name === SIGNATURE) {
        signature = (await readSmall(entry as unknown as AsyncIterable<Buffer>, 1024))?.toString('utf8') ?? ''
      } else if (name.startsWith(MEDIA) && mediaFileName.safeParse(name.slice(MEDIA.length)).success) {
        const target = stagedPath(staging)
        const { stream, result } = hashTap()
        // A rollback needs only the documents: its files never left the media folder.
        const sink =
          options.stageMedia === false
            ? new Writable({ write: (_c, _e, done) => done() })
            : createWriteStream(target, { flags: 'wx' })
        await pipeline(entry as unknown as Readable, stream, sink)
        staging.files.push({ name: name.slice(MEDIA.length), path: target, ...result })
      } else {
        return await fail(`The backup holds "${name}", which is not a media file, its documents or its signature.`)
      }
    }
    await unpacked
  } catch (error) {
    return await fail(
      error instanceof TooLarge ? 'The backup unpacks to more than BACKUP_MAX_UNPACKED_MB allows.' : DAMAGED,
    )
  }
  if (!manifest) return await fail('The backup is not a valid Salong backup (archive.json is missing).')
  let json: unknown
  try {
    json = JSON.parse(manifest.toString('utf8'))
  } catch {
    return await fail(DAMAGED)
  }
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return await fail(
      `The backup file is not a valid Salong backup (${issue?.path.join('.') || 'archive'}: ${issue?.message}).`,
    )
  }
  const { version: _version, media_files: listed, ...documents } = parsed.data
  // Signed only if the signature holds and every media entry is exactly the one the documents list.
  const entries = staging.files.map((f) => `${f.name}\n${f.size}\n${f.sha256}`).sort()
  const expected = listed.map((f) => `${f.name}\n${f.size}\n${f.sha256}`).sort()
  const intact = entries.length === expected.length && entries.every((entry, i) => entry === expected[i])
  const trust = manifestTrust(manifest, signature)
  return {
    archive: { ...documents, media_files: staging.files.map(({ name }) => ({ name })) },
    trust: trust === 'signed' && !intact ? 'foreign' : trust,
    staging,
  }
}
