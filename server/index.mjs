// The production server: Next's own request handler (a custom server, as Next documents it) with the compression
// in front of it that `next start` would do inside, so that a page from Next's cache is compressed once per version
// instead of once per visitor, and with the length of a streamed file (./requestListener.mjs; Next's `compress` is
// off in next.config.ts).
// Run: `npm start` after `npm run build`; `npm run site` does all of it.
import next from 'next'
import path from 'node:path'

import { createHttpServer } from './httpServer.mjs'
import { requestListener } from './requestListener.mjs'

// The name the benches and `ps` know it by, as `next start`'s process calls itself `next-server`.
process.title = 'salong-server'
const port = Number(process.env.PORT || 3000)

// It listens on every address, as `next start` does; the hostname only names the server inside Next.
const app = next({ dev: false, hostname: 'localhost', port })
const handle = app.getRequestHandler()
await app.prepare()

const listener = requestListener(handle, { staticDir: path.join(process.cwd(), '.next', 'static') })
createHttpServer(listener).listen(port, () => console.log(`› Ready on port ${port}`))

// A stop request ends the process at once, with the exit codes `next start` uses.
process.on('SIGINT', () => process.exit(130))
process.on('SIGTERM', () => process.exit(143))
