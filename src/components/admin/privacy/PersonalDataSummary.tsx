'use client'

import { useState } from 'react'

import type { PrivacyExport, PrivacyRecord } from '../../../lib/schemas/privacyRequest'
import { ConfirmDialog } from '../frame/ConfirmDialog'
import { useToast } from '../frame/Toasts'
import { useRowAction } from '../frame/useRowAction'
import { useAdminText } from '../useAdminText'
import { downloadJson, useErasePersonalData } from './usePersonalData'

const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '–')
const text = (value: unknown) => (typeof value === 'string' && value ? value : '')

/** What is held about one address: counts per kind, the records, and the download and erase actions. */
export function PersonalDataSummary({ data }: { data: PrivacyExport }) {
  const { t, i18n } = useAdminText()
  const toast = useToast()
  const { failure, run } = useRowAction()
  const erase = useErasePersonalData()
  const [confirming, setConfirming] = useState(false)
  const { email, counts, subscriber } = data
  const subject = (record: PrivacyRecord) => {
    const subjects = record.subject as Record<string, string> | null
    return subjects?.[i18n.language] || subjects?.sv || ''
  }

  return (
    <div className="admin-stack">
      <h3>{t('privacy.results', { email })}</h3>
      <ul className="admin-cards" aria-label={t('privacy.counts')}>
        {(
          [
            ['subscribers', counts.subscribers],
            ['contactMessages', counts.contact_messages],
            ['mailings', counts.mailings],
            ['bounces', counts.bounces],
          ] as const
        ).map(([kind, count]) => (
          <li key={kind} className="admin-card" data-testid={`privacy-count-${kind}`}>
            <span className="admin-card__value">{count}</span>
            <span>{t(`privacy.${kind}`)}</span>
          </li>
        ))}
      </ul>
      <ul className="admin-list" data-testid="privacy-records">
        {subscriber ? (
          <li className="admin-row">
            <div className="admin-row__main">
              <div>
                <p className="admin-row__title">
                  {t('privacy.subscriber')}{' '}
                  <span className="admin-tag">{subscriber.isActive ? t('privacy.active') : t('privacy.ended')}</span>
                </p>
                <p className="admin-row__meta">
                  {[text(subscriber.firstName), text(subscriber.lastName)].filter(Boolean).join(' ')} ·{' '}
                  {subscriber.marketingConsent ? t('privacy.consentGiven') : t('privacy.consentNotGiven')} ·{' '}
                  {t('privacy.since', { date: day(subscriber.createdAt) })}
                </p>
              </div>
            </div>
          </li>
        ) : null}
        {data.contact_messages.map((message) => (
          <li key={String(message.id)} className="admin-row">
            <div className="admin-row__main">
              <div>
                <p className="admin-row__title">
                  {t('privacy.messageFrom', { date: day(message.createdAt) })}{' '}
                  <span className="admin-tag admin-tag--muted">
                    {message.isRead ? t('privacy.read') : t('privacy.unread')}
                  </span>
                </p>
                <p className="admin-row__meta">{text(message.message)}</p>
              </div>
            </div>
          </li>
        ))}
        {data.mailings.map((mailing, index) => (
          <li key={`${String(mailing.mailing)}-${index}`} className="admin-row">
            <div className="admin-row__main">
              <div>
                <p className="admin-row__title">{t('privacy.mailing', { date: day(mailing.sent_at) })}</p>
                <p className="admin-row__meta">
                  {subject(mailing)} ·{' '}
                  {t(`privacy.status.${String(mailing.status)}`, { defaultValue: String(mailing.status) })}
                </p>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {failure ? (
        <p className="form-status form-status--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="admin-actions admin-actions--start">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            downloadJson(data)
            toast(t('privacy.downloaded'))
          }}
        >
          {t('privacy.download')}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => setConfirming(true)}
          disabled={erase.isPending}
        >
          {t('privacy.erase')}
        </button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        title={t('privacy.eraseTitle', { email })}
        text={t('privacy.eraseText', { email })}
        confirmLabel={t('privacy.erase')}
        busy={erase.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void run(() => erase.mutateAsync(email), t('privacy.erased', { email }))
        }}
      />
    </div>
  )
}
