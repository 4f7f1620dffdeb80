import { once } from 'node:events'
import { type AddressInfo, createServer } from 'node:net'

/**
 * `count` ports nothing listens on now, each different, as the system hands them out for port 0: a test's servers
 * start beside whatever else runs on the machine. All are held until all are chosen, so none is handed out twice.
 */
export const freePorts = async (count: number): Promise<number[]> => {
  const holders = await Promise.all(
    Array.from({ length: count }, async () => {
      const holder = createServer()
      holder.listen(0)
      await once(holder, 'listening')
      return holder
    }),
  )
  const ports = holders.map((holder) => (holder.address() as AddressInfo).port)
  await Promise.all(holders.map((holder) => new Promise((resolve) => holder.close(resolve))))
  return ports
}

/** One port nothing listens on now. */
export const freePort = async (): Promise<number> => (await freePorts(1))[0]
