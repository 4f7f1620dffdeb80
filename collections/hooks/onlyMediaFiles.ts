import { open } from 'node:fs/promises'
import { type CollectionBeforeOperationHook, type PayloadRequest, ValidationError } from 'payload'

import { say } from './contractRule'
import { mediaFileProblem } from '../../src/lib/mediaTypes'

const WRONG_TYPE = {
  sv: 'Bara bilder (JPEG, PNG, WebP, GIF, AVIF) och filmer (MP4, WebM) kan laddas upp, och filen måste vara det namnet säger.',
  en: 'Only images (JPEG, PNG, WebP, GIF, AVIF) and MP4 or WebM videos can be uploaded, and the file must be what its name says.',
}

type UploadedFile = NonNullable<PayloadRequest['file']>

/** An upload's first bytes: in memory, or (a temporary file) read from the disk. */
const headOf = async (file: UploadedFile): Promise<Uint8Array> => {
  if (file.data?.length || !file.tempFilePath) return new Uint8Array(file.data ?? []).subarray(0, 16)
  const handle = await open(file.tempFilePath)
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(16), 0, 16, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * Media holds only what the page shows (src/lib/mediaTypes.ts), whichever way a file comes in: the contract, Payload's
 * REST and panel. Checked on the file's own first bytes as well as its name, before Payload stores anything; Payload's
 * `mimeTypes` then checks the type it detects. A restore checks its files itself (src/backup/mediaFileChecks.ts).
 */
export const onlyMediaFiles: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  if (mediaFileProblem(req.file.name, await headOf(req.file))) {
    throw new ValidationError({ errors: [{ path: 'file', message: say(req, WRONG_TYPE) }], req })
  }
  return args
}
