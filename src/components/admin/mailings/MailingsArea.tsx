'use client'

import { useState } from 'react'

import type { Notification } from '../../../lib/contract/notifications'
import { AreaHeading } from '../frame/AreaHeading'
import { useLeave } from '../frame/LeaveGuard'
import { QueryState } from '../frame/states'
import { useAdminText } from '../useAdminText'
import { MailingForm } from './MailingForm'
import { MailingRow } from './MailingRow'
import { useMailings, useMailingStats } from './useMailings'

const FIGURES = [
  ['total', 'statsTotal'],
  ['active', 'statsActive'],
  ['sent', 'statsSent'],
  ['unsent', 'statsUnsent'],
  ['reachable_subscribers', 'statsReachable'],
] as const

function MailingStats() {
  const { t } = useAdminText()
  const stats = useMailingStats()
  return (
    <QueryState query={stats} rows={1}>
      {(found) => (
        <ul className="admin-figures" aria-label={t('mailings.stats')}>
          {FIGURES.map(([key, label]) => (
            <li key={key} className="admin-figure">
              <span className="admin-figure__value" data-testid={`mailing-stat-${key}`}>
                {found[key]}
              </span>
              <span>{t(`mailings.${label}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}

/** Mailings to the newsletter's subscribers: counts, the list newest first, compose, send. */
export function MailingsArea() {
  const { t } = useAdminText()
  const mailings = useMailings()
  const leave = useLeave()
  const [editing, setEditing] = useState<Notification | 'new' | null>(null)

  if (editing) {
    const mailing = editing === 'new' ? null : editing
    return (
      <>
        <AreaHeading
          actions={
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => leave(() => setEditing(null))}
            >
              {t('mailings.backToList')}
            </button>
          }
        >
          {mailing ? t('mailings.editTitle', { name: mailing.subject_sv }) : t('mailings.newTitle')}
        </AreaHeading>
        <MailingForm mailing={mailing} onDone={() => setEditing(null)} />
      </>
    )
  }

  return (
    <>
      <AreaHeading
        actions={
          <button type="button" className="button button--small" onClick={() => setEditing('new')}>
            {t('mailings.add')}
          </button>
        }
      >
        {t('frame.areas.mailings')}
      </AreaHeading>
      <MailingStats />
      <QueryState query={mailings} isEmpty={(list) => list.length === 0} empty={t('mailings.empty')}>
        {(list) => (
          <ul className="admin-list" data-testid="mailing-list">
            {list.map((item) => (
              <MailingRow key={item.id} item={item} onEdit={() => setEditing(item)} />
            ))}
          </ul>
        )}
      </QueryState>
    </>
  )
}
