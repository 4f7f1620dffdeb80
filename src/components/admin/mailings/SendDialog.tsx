'use client'

import { useState } from 'react'

import type { Notification } from '../../../lib/contract/notifications'
import { AdminDialog } from '../frame/AdminDialog'
import { useToast } from '../frame/Toasts'
import { useAdminText, useMessageText } from '../useAdminText'
import { useMailingStats, useSendMailing, type SendResult } from './useMailings'

/**
 * Sending, behind a question that names how many subscribers it reaches (stats/overview's reachable count);
 * the button is disabled while the send runs, then the dialog shows what was sent and what failed.
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
  const toast = useToast()
  // Asked again when the dialog opens: the count it names must be today's.
  const stats = useMailingStats(true)
  const send = useSendMailing()
  const [result, setResult] = useState<SendResult | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const resend = Boolean(mailing.sent_at)
  const count = stats.isFetching ? undefined : stats.data?.reachable_subscribers

  const close = () => {
    if (send.isPending) return
    setResult(null)
    setFailure(null)
    onClose()
  }

  const confirm = async () => {
    setFailure(null)
    try {
      const done = await send.mutateAsync({ id: mailing.id, resend })
      setResult(done)
      toast(t('mailings.sendDone'))
    } catch (error) {
      setFailure(say((error as Error).message))
    }
  }

  const title = result
    ? t('mailings.sendDone')
    : count === undefined
      ? t('mailings.send')
      : t('mailings.sendTitle', { count })

  return (
    <AdminDialog title={title} isOpen={isOpen} onClose={close} required={send.isPending}>
      <div data-testid="send-dialog">
        {result ? (
          <p role="status" data-testid="send-result">
            {t('mailings.sendResult', { sent: result.sent, failed: result.failed })}
          </p>
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
            autoFocus={!result}
          >
            {result ? t('mailings.close') : t('frame.cancel')}
          </button>
          {result ? null : (
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
