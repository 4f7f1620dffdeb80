/*
 * A second server process for the restart test (tests/int/mailing-restart.int.spec.ts): it opens the same database
 * and runs the mailings queue until the test kills it midway, as a crash or a redeploy would.
 */
import { getPayload } from 'payload'

import config from '../../payload.config'
import { MAILING_QUEUE } from '../../src/jobs/mailingTasks'

const payload = await getPayload({ config })
process.send?.('ready')
await payload.jobs.run({ queue: MAILING_QUEUE, limit: 100 })
process.send?.('finished')
