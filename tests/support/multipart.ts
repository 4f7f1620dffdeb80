import { undocumentedAnswer } from './contractCheck'
import * as routes from '../../src/app/(payload)/api/[...slug]/route'

export const BOUNDARY = '----salong-test-boundary'

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Uint8Array }

const encoder = new TextEncoder()

const partBytes = (part: Part): Uint8Array =>
  'filename' in part
    ? new Uint8Array(
        Buffer.concat([
          encoder.encode(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
              `Content-Type: ${part.type}\r\n\r\n`,
          ),
          part.data,
          encoder.encode('\r\n'),
        ]),
      )
    : encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)

/** Where an "endless" body ends after all: past every limit (the upload's is 51 MB), short of exhausting a test. */
const ENDLESS_BYTES = 64 * 1024 * 1024

/**
 * A multipart body as a stream, pulled chunk by chunk, that counts what the server read of it. With `endless`, the
 * last part is a file whose bytes go on past every limit (64 MB, 64 kB a pull): a server that reads it all still
 * answers, and the count shows it.
 */
export const multipartStream = (parts: Part[], { endless = false } = {}) => {
  const chunks: Uint8Array[] = parts.map(partBytes)
  if (endless) {
    chunks.push(
      encoder.encode(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      ),
    )
  } else chunks.push(encoder.encode(`--${BOUNDARY}--\r\n`))
  const filler = new Uint8Array(64 * 1024).fill(0x61)
  let pulled = 0
  let next = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = next < chunks.length ? chunks[next++] : endless && pulled < ENDLESS_BYTES ? filler : null
      if (!chunk) return controller.close()
      pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, pulled: () => pulled }
}

/** The whole body of a finite multipart stream, for a request that declares its length. */
export const multipartBytes = (parts: Part[]): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.concat([...parts.map(partBytes), encoder.encode(`--${BOUNDARY}--\r\n`)]))

/** Sends a body to the app's `/api` route handlers in-process, as Next would; the answer's status and JSON. */
export const sendBody = async (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  pathname: string,
  body: BodyInit,
  headers: Record<string, string> = {},
) => {
  const url = new URL(pathname, 'http://localhost')
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment))
  const request = new Request(url, {
    method,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    body,
    duplex: 'half',
  } as RequestInit)
  const response = await routes[method](request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let json: unknown = text
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    // Not JSON: the text itself.
  }
  // An upload's answer is checked against the OpenAPI document like every other (./rest.ts).
  const contentType = response.headers.get('content-type')
  const problem = undocumentedAnswer(method, url.pathname, { status: response.status, body: json, contentType })
  if (problem) throw new Error(problem)
  return { status: response.status, body: json as any, headers: response.headers }
}
