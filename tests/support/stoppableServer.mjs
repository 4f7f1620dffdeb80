// A plain HTTP server with the production server's stop (server/gracefulStop.mjs), for tests/unit/gracefulStop.spec.ts:
// `/api/ready` and `/api/health` as the site answers them while stopping, `/hang` never answers, `/slow` after 1 s,
// `/short` starts its answer at once and ends it 0.3 s later, `/download` starts its answer at once and ends it 2 s later.
// One stop hook stands in for the site's own stop and says when it ran. Prints `listening <port>` once it listens.
import { createServer } from 'node:http'

import { stopGracefully } from '../../server/gracefulStop.mjs'
import { isStopping, onStop } from '../../src/lib/stopSignal.mjs'

const server = createServer((req, res) => {
  if (req.url === '/api/health') return res.end('live')
  if (req.url === '/api/ready') {
    res.statusCode = isStopping() ? 503 : 200
    return res.end(isStopping() ? 'stopping' : 'ready')
  }
  if (req.url === '/hang') return res.write('started')
  if (req.url === '/slow') return void setTimeout(() => res.end('slow'), 1_000)
  if (req.url === '/short') {
    res.write('started')
    return void setTimeout(() => res.end(' ended'), 300)
  }
  if (req.url === '/download') {
    res.write('started')
    return void setTimeout(() => res.end(' ended'), 2_000)
  }
  res.end('ok')
})
onStop(async () => console.log('site closed'))
stopGracefully(server, {
  drainMs: Number(process.env.SHUTDOWN_DRAIN_SECONDS) * 1000,
  timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_SECONDS) * 1000,
})
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`))
