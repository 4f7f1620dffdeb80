import { once } from 'node:events'
import { createServer } from 'node:net'

/**
 * `count` ports nothing listens on now, each different, as the system hands them out for port 0: a test's or a
 * bench's servers start beside whatever else runs on the machine (a server of the run before still stopping, too).
 * All are held until all are chosen, so none is handed out twice.
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export const freePorts = async (count) => {
  const holders = await Promise.all(
    Array.from({ length: count }, async () => {
      const holder = createServer()
      holder.listen(0)
      await once(holder, 'listening')
      return holder
    }),
  )
  const ports = holders.map((holder) => /** @type {import('node:net').AddressInfo} */ (holder.address()).port)
  await Promise.all(holders.map((holder) => new Promise((resolve) => holder.close(resolve))))
  return ports
}

/**
 * One port nothing listens on now.
 * @returns {Promise<number>}
 */
export const freePort = async () => (await freePorts(1))[0]
