import type { Payload } from 'payload'

/** Send rounds that were started and not finished: queued, running, or cut off by a stopped server. */
export const resumableRounds = async (payload: Payload): Promise<{ mailing: string | number; round: number }[]> => {
  const { docs } = await payload.find({
    collection: 'mailings',
    where: { sendRound: { greater_than: 0 } },
    select: { sendRound: true, sendRoundDone: true },
    pagination: false,
    depth: 0,
  })
  return docs
    .filter((doc) => (doc.sendRound ?? 0) > (doc.sendRoundDone ?? 0))
    .map((doc) => ({ mailing: doc.id, round: doc.sendRound ?? 0 }))
}
