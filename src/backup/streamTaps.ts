import { createHash } from 'node:crypto'
import { Transform } from 'node:stream'

/** A pass-through that hashes what flows and keeps its first bytes (for the content check of media files). */
export const hashTap = (headBytes = 64) => {
  const hash = createHash('sha256')
  const result = { size: 0, head: Buffer.alloc(0), sha256: '' }
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      result.size += chunk.length
      if (result.head.length < headBytes)
        result.head = Buffer.concat([result.head, chunk.subarray(0, headBytes - result.head.length)])
      done(null, chunk)
    },
    flush(done) {
      result.sha256 = hash.digest('hex')
      done()
    },
  })
  return { stream, result }
}

export class TooLarge extends Error {}

/** A pass-through that fails once more than `limit` bytes went through (gunzip's output cap). */
export const byteCap = (limit: number) => {
  let seen = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length
      done(seen > limit ? new TooLarge(`more than ${limit} bytes`) : null, chunk)
    },
  })
}
