'use client'

import type { ContactMessage } from '../../../lib/contract/messages'
import { replyMailto } from '../../../lib/replyMailto'
import { AdminDialog } from '../frame/AdminDialog'
import { useDateTimeText } from '../frame/useDateText'
import { useRowAction } from '../frame/useRowAction'
import { useAdminText } from '../useAdminText'
import { useMarkRead } from './useContactMessages'

/** One message in full. Its text is React text, never HTML: what a visitor typed is shown as typed. */
export function MessageDialog({ message, onClose }: { message: ContactMessage; onClose: () => void }) {
  const { t } = useAdminText()
  const dateText = useDateTimeText()
  const markRead = useMarkRead()
  const { failure, run } = useRowAction()
  const name = `${message.firstName} ${message.lastName}`
  const reply = replyMailto({
    to: message.email,
    subject: t('contact.replySubject'),
    greeting: t('contact.replyGreeting', { name: message.firstName }),
    quote: message.message,
  })
  return (
    <AdminDialog title={t('contact.readTitle', { name })} isOpen onClose={onClose}>
      <dl className="admin-details" data-testid="message-details">
        <dt>{t('contact.from')}</dt>
        <dd>{name}</dd>
        <dt>{t('contact.email')}</dt>
        <dd>{message.email}</dd>
        {message.phone ? (
          <>
            <dt>{t('contact.phone')}</dt>
            <dd>{message.phone}</dd>
          </>
        ) : null}
        <dt>{t('contact.received')}</dt>
        <dd>{dateText(message.created_at)}</dd>
      </dl>
      <h3 className="admin-message__heading">{t('contact.message')}</h3>
      <p className="admin-message__text" data-testid="message-text">
        {message.message}
      </p>
      {failure ? (
        <p className="form-status form-status--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="admin-actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('contact.close')}
        </button>
        {message.is_read === 0 ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={markRead.isPending}
            onClick={() => void run(() => markRead.mutateAsync(message.id), t('contact.markedRead'))}
          >
            {t('contact.markRead')}
          </button>
        ) : null}
        <a
          className="button"
          href={reply}
          title={t('contact.replyHint', { email: message.email })}
          data-testid="reply-link"
        >
          {t('contact.reply')}
        </a>
      </div>
    </AdminDialog>
  )
}
