import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { gunzipSync, gzipSync } from 'node:zlib'
import tar from 'tar-stream'

import { ARCHIVE_VERSION, type ArchiveV1 } from '../../src/backup/archiveFormat'
import { signManifest } from '../../src/backup/archiveSignature'

/** The entries of a version-2 archive (tar.gz), in order: `media/<name>`, `archive.json`, `signature`. */
export const readEntries = async (file: string): Promise<{ name: string; data: Buffer }[]> => {
  const extract = tar.extract()
  const entries: { name: string; data: Buffer }[] = []
  const done = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = []
      for await (const chunk of entry) chunks.push(chunk as Buffer)
      entries.push({ name: entry.header.name, data: Buffer.concat(chunks) })
    }
  })()
  extract.end(gunzipSync(fs.readFileSync(file)))
  await done
  return entries
}

export const readManifest = async (file: string) =>
  JSON.parse((await readEntries(file)).find((e) => e.name === 'archive.json')!.data.toString('utf8'))

/** Writes a tar.gz with exactly these entries. */
export const writeEntries = async (file: string, entries: { name: string; data: Buffer }[]) => {
  const pack = tar.pack()
  const chunks: Buffer[] = []
  const done = (async () => {
    for await (const chunk of pack) chunks.push(chunk as Buffer)
  })()
  for (const entry of entries) pack.entry({ name: entry.name }, entry.data)
  pack.finalize()
  await done
  fs.writeFileSync(file, gzipSync(Buffer.concat(chunks)))
}

/** A version-2 archive of the same content as a version-1 one; signed with this server's secret unless told. */
export const writeV2 = async (file: string, archive: ArchiveV1, { sign = true } = {}) => {
  const { media_files, version: _v, signature: _s, ...documents } = archive
  const files = media_files.map((f) => ({ name: f.name, data: Buffer.from(f.data, 'base64') }))
  const manifest = Buffer.from(
    JSON.stringify({
      ...documents,
      version: ARCHIVE_VERSION,
      media_files: files.map((f) => ({
        name: f.name,
        size: f.data.length,
        sha256: createHash('sha256').update(f.data).digest('hex'),
      })),
    }),
  )
  await writeEntries(file, [
    ...files.map((f) => ({ name: `media/${f.name}`, data: f.data })),
    { name: 'archive.json', data: manifest },
    ...(sign ? [{ name: 'signature', data: Buffer.from(signManifest(manifest)) }] : []),
  ])
}
