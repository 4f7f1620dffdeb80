'use client'

import { useState } from 'react'

import type { Notification } from '../../../lib/contract/notifications'
import { DeleteAction } from '../frame/DeleteAction'
import { RowFailure } from '../frame/RowFailure'
import { useRowAction } from '../frame/useRowAction'
import { useAdminText } from '../useAdminText'
import { mailingState } from './mailingFormValues'
import { SendDialog } from './SendDialog'
import { SendProgressBar } from './SendProgressBar'
import { useDeleteMailing, useSendProgress, useToggleMailing } from './useMailings'

/** A send that runs while the list is open (also one started before a reload): its progress under the row. */
function RowProgress({ id }: { id: string | number }) {
  const progress = useSendProgress(id)
  return progress.data ? <SendProgressBar progress={progress.data} /> : null
}

const TAG = {
  sent: 'admin-tag admin-tag--sent',
  active: 'admin-tag admin-tag--active',
  draft: 'admin-tag admin-tag--muted',
}

/** One mailing: its state (sent with time and count), edit, activate or make a draft, send, delete. */
export function MailingRow({ item, onEdit }: { item: Notification; onEdit: () => void }) {
  const { t, i18n } = useAdminText()
  const { failure, run } = useRowAction()
  const toggle = useToggleMailing()
  const remove = useDeleteMailing()
  const [sending, setSending] = useState(false)
  // A send seen running stays in view once it is done (the list then says it is no longer sending).
  const [watching, setWatching] = useState(false)
  if (item.sending === 1 && !watching) setWatching(true)
  const state = mailingState(item)
  const active = item.is_active === 1
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'sv-SE', {
      dateStyle: 'medium',
      timeStyle: 'short',
    })
  const name = item.subject_sv

  return (
    <li className="admin-row" data-testid="mailing-row" data-subject={name} data-state={state}>
      <div className="admin-row__main">
        <div>
          <p className="admin-row__title">
            {name} <span className={TAG[state]}>{t(`mailings.state.${state}`)}</span>
          </p>
          <p className="admin-row__meta" data-testid="mailing-meta">
            {item.sent_at
              ? t('mailings.sentMeta', { date: when(item.sent_at), count: item.sent_count })
              : t('mailings.createdMeta', { date: when(item.created_at) })}
            {item.sent_at && !active ? ` · ${t('mailings.state.draft')}` : ''}
          </p>
          {item.sent_at ? (
            <p className="admin-row__meta" data-testid="mailing-figures">
              {t('mailings.figures', { ...item.figures })}
            </p>
          ) : null}
          <RowFailure failure={failure} />
          {watching && !sending ? <RowProgress id={item.id} /> : null}
        </div>
      </div>
      <div className="admin-actions">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={onEdit}
          aria-label={`${t('frame.edit')}: ${name}`}
        >
          {t('frame.edit')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={toggle.isPending}
          aria-label={`${active ? t('mailings.deactivate') : t('mailings.activate')}: ${name}`}
          onClick={() =>
            void run(() => toggle.mutateAsync(item.id), active ? t('mailings.deactivated') : t('mailings.activated'))
          }
        >
          {active ? t('mailings.deactivate') : t('mailings.activate')}
        </button>
        {active ? (
          <button
            type="button"
            className="button button--small"
            onClick={() => setSending(true)}
            aria-label={`${item.sent_at ? t('mailings.sendAgain') : t('mailings.send')}: ${name}`}
          >
            {item.sent_at ? t('mailings.sendAgain') : t('mailings.send')}
          </button>
        ) : null}
        <DeleteAction
          name={name}
          // Deleting a mailing under way cancels the rest of its send (src/mail/sendMailing.ts).
          text={item.sending === 1 ? t('mailings.deleteWhileSending') : undefined}
          onDelete={() => void run(() => remove.mutateAsync(item.id), t('frame.deleted'))}
        />
      </div>
      {sending ? <SendDialog mailing={item} isOpen onClose={() => setSending(false)} /> : null}
    </li>
  )
}
