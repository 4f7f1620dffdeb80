import { parseArgs } from 'node:util'

const DEFAULT_PORT = 3000

/**
 * The port to listen on: `-p`/`--port` as `next start` takes it, else `PORT`, else 3000. Anything else on the
 * command line, or a port that is no port, stops the start with the reason rather than listening somewhere unexpected.
 */
export const listenPort = (args, env) => {
  const { values } = parseArgs({ args, options: { port: { type: 'string', short: 'p' } }, strict: true })
  const given = values.port ?? env.PORT
  if (given === undefined || given === '') return DEFAULT_PORT
  const port = Number(given)
  if (!/^\d+$/.test(given) || port > 65535)
    throw new Error(`The port must be a number from 0 to 65535 (got "${given}").`)
  return port
}
