/*
 * A second server process for the restart and hand-over tests (tests/int/mailing-restart.int.spec.ts,
 * tests/int/stop-handover.int.spec.ts): it opens the same database and runs the mailings queue until none is left
 * (a resumed round queues its send), unless the test kills it midway, as a crash or a redeploy would.
 */
import { getPayload } from 'payload'

import { runMailingQueue } from './mailingQueue'
import config from '../../payload.config'

const payload = await getPayload({ config })
process.send?.('ready')
await runMailingQueue(payload)
process.send?.('finished')
await payload.destroy()
process.exit(0)
