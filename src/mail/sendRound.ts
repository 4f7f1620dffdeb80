import type { PayloadRequest } from 'payload'

import type { MailingAllLocales } from '../queries/mailings'

/**
 * The round a send goes out as: the cut-off one when the last send did not finish (so it is resumed, never
 * repeated), else a new one; null when the mailing was sent already and this is no explicit re-send.
 * Call while holding the send lease, with the mailing read after taking it.
 */
export const nextSendRound = async (
  req: PayloadRequest,
  mailing: MailingAllLocales,
  resend: boolean,
): Promise<number | null> => {
  const started = mailing.sendRound ?? 0
  if (started > (mailing.sendRoundDone ?? 0)) return started
  if (mailing.sentAt && !resend) return null
  const round = started + 1
  await req.payload.update({
    collection: 'mailings',
    id: mailing.id,
    data: { sendRound: round },
    depth: 0,
    req,
    overrideAccess: false,
  })
  return round
}
