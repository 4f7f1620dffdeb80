'use client'

import { useEffect, useRef, useState } from 'react'

import type { Notification } from '../../../lib/contract/notifications'
import { AdminDialog } from '../frame/AdminDialog'
import { useToast } from '../frame/Toasts'
import { useAdminText, useMessageText } from '../useAdminText'
import { SendProgressBar } from './SendProgressBar'
import { useMailingStats, useSendMailing, useSendProgress } from './useMailings'

/** The running send in the dialog: its progress until done, then what was sent and what failed. */
function LiveSend({ id }: { id: string | number }) {
  const { t } = useAdminText()
  const toast = useToast()
  const progress = useSendProgress(id)
  const told = useRef(false)
  const done = progress.data?.state === 'done'
  useEffect(() => {
    if (done && !told.current) {
      told.current = true
      toast(t('mailings.sendDone'))
    }
  }, [done, t, toast])
  return progress.data ? <SendProgressBar progress={progress.data} /> : <p>{t('mailings.sending')}</p>
}

/**
 * Sending, behind a question that names how many subscribers it reaches (stats/overview's reachable count).
 * The send runs on the server as a job: the dialog follows its progress, and may be closed meanwhile (the
 * mailing's row goes on showing it).
 */
export function SendDialog({
  mailing,
  isOpen,
  onClose,
}: {
  mailing: Notification
  isOpen: boolean
  onClose: () => void
}) {
  const { t } = useAdminText()
  const say = useMessageText()
  // Asked again when the dialog opens: the count it names must be today's.
  const stats = useMailingStats(true)
  const send = useSendMailing()
  const [started, setStarted] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const resend = Boolean(mailing.sent_at)
  const count = stats.isFetching ? undefined : stats.data?.reachable_subscribers

  const close = () => {
    if (send.isPending) return
    setStarted(false)
    setFailure(null)
    onClose()
  }

  const confirm = async () => {
    setFailure(null)
    try {
      await send.mutateAsync({ id: mailing.id, resend })
      setStarted(true)
    } catch (error) {
      setFailure(say((error as Error).message))
    }
  }

  const title = started
    ? t('mailings.sending')
    : count === undefined
      ? t('mailings.send')
      : t('mailings.sendTitle', { count })

  return (
    <AdminDialog title={title} isOpen={isOpen} onClose={close} required={send.isPending}>
      <div data-testid="send-dialog">
        {started ? (
          <LiveSend id={mailing.id} />
        ) : (
          <>
            <p>{t('mailings.sendText', { subject: mailing.subject_sv })}</p>
            {resend ? <p>{t('mailings.sendAgainText')}</p> : null}
            {count === 0 ? <p>{t('mailings.sendNobody')}</p> : null}
            {stats.error ? (
              <p className="form-status form-status--error" role="alert">
                {say((stats.error as Error).message)}
              </p>
            ) : null}
          </>
        )}
        {failure ? (
          <p className="form-status form-status--error" role="alert" data-testid="send-failure">
            {failure}
          </p>
        ) : null}
        <div className="admin-actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={close}
            disabled={send.isPending}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog's safe choice takes focus (WAI-ARIA dialog pattern)
            autoFocus={!started}
          >
            {started ? t('mailings.close') : t('frame.cancel')}
          </button>
          {started ? null : (
            <button
              type="button"
              className="button"
              onClick={() => void confirm()}
              disabled={send.isPending || count === undefined || count === 0}
              data-testid="send-confirm"
            >
              {send.isPending ? t('mailings.sending') : resend ? t('mailings.sendAgain') : t('mailings.send')}
            </button>
          )}
        </div>
      </div>
    </AdminDialog>
  )
}
