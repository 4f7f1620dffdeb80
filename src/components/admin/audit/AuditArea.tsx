'use client'

import { useState } from 'react'

import { AUDIT_ACTIONS, SYSTEM_ACTOR, type AuditAction } from '../../../audit/actions'
import type { AuditEntryAnswer } from '../../../lib/contract/audit'
import type { AuditFilter } from '../../../lib/schemas/auditQuery'
import { AreaHeading } from '../frame/AreaHeading'
import { Field } from '../frame/Field'
import { QueryState } from '../frame/states'
import { useDateTimeText } from '../frame/useDateText'
import { useSettled } from '../subscribers/useSubscribers'
import { useAdminText } from '../useAdminText'
import { useAuditExport, useAuditPage } from './useAudit'

function AuditRow({ entry }: { entry: AuditEntryAnswer }) {
  const { t } = useAdminText()
  const dateText = useDateTimeText()
  const who = entry.actor === SYSTEM_ACTOR ? t('audit.system') : (entry.actor_name ?? entry.actor ?? t('audit.unknown'))
  const onWhat = [
    entry.target_collection,
    entry.target_id,
    entry.count === null ? null : t('audit.count', { count: entry.count }),
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <tr data-testid="audit-row" data-action={entry.action}>
      <td>
        <time dateTime={entry.at}>{dateText(entry.at)}</time>
      </td>
      <td>{who}</td>
      <td>{t(`audit.actions.${entry.action}`)}</td>
      <td>
        <span className={`admin-tag admin-tag--${entry.outcome}`}>{t(`audit.outcomes.${entry.outcome}`)}</span>
      </td>
      <td>{onWhat}</td>
      <td>{entry.detail}</td>
    </tr>
  )
}

/** The owner's audit trail: filters, a page at a time newest first, and the filtered trail as CSV. */
export function AuditArea() {
  const { t } = useAdminText()
  const [action, setAction] = useState<AuditAction | ''>('')
  const [actor, setActor] = useState('')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [page, setPage] = useState(1)
  const settledActor = useSettled(actor)
  const filter: AuditFilter = {
    action: action || undefined,
    actor: settledActor.trim() || undefined,
    from: from || undefined,
    to: to || undefined,
  }
  const key = JSON.stringify(filter)
  // A new filter starts at its first page (adjusted during render, as React recommends).
  const [shownFor, setShownFor] = useState(key)
  if (shownFor !== key) {
    setShownFor(key)
    setPage(1)
  }
  const list = useAuditPage(filter, page)
  const { exportTrail, busy, failure } = useAuditExport()

  return (
    <>
      <AreaHeading
        actions={
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            onClick={() => void exportTrail(filter)}
            data-testid="audit-export"
          >
            {busy ? t('audit.exporting') : t('audit.export')}
          </button>
        }
      >
        {t('frame.areas.audit')}
      </AreaHeading>
      <p>{t('audit.intro')}</p>
      {failure ? (
        <p className="form-status form-status--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="admin-filters" role="search">
        <Field label={t('audit.action')}>
          {(control) => (
            <select
              {...control}
              value={action}
              onChange={(event) => setAction(event.target.value as AuditAction | '')}
              data-testid="audit-action"
            >
              <option value="">{t('audit.anyAction')}</option>
              {AUDIT_ACTIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`audit.actions.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('audit.actor')}>
          {(control) => (
            <input {...control} type="search" value={actor} onChange={(event) => setActor(event.target.value)} />
          )}
        </Field>
        <Field label={t('audit.from')}>
          {(control) => (
            <input {...control} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          )}
        </Field>
        <Field label={t('audit.to')}>
          {(control) => <input {...control} type="date" value={to} onChange={(event) => setTo(event.target.value)} />}
        </Field>
      </div>
      <QueryState query={list} isEmpty={(found) => found.entries.length === 0} empty={t('audit.empty')}>
        {(found) => (
          <>
            <p className="admin-row__meta admin-count-line" role="status">
              {t('audit.total', { count: found.total })}
            </p>
            <div className="admin-table-wrap">
              <table className="admin-table" data-testid="audit-list">
                <caption className="visually-hidden">{t('frame.areas.audit')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('audit.when')}</th>
                    <th scope="col">{t('audit.who')}</th>
                    <th scope="col">{t('audit.what')}</th>
                    <th scope="col">{t('audit.outcome')}</th>
                    <th scope="col">{t('audit.onWhat')}</th>
                    <th scope="col">{t('audit.detail')}</th>
                  </tr>
                </thead>
                <tbody>
                  {found.entries.map((entry) => (
                    <AuditRow key={entry.id} entry={entry} />
                  ))}
                </tbody>
              </table>
            </div>
            {found.pages > 1 ? (
              <nav className="admin-actions" aria-label={t('audit.page', { page: found.page, pages: found.pages })}>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={found.page <= 1}
                  onClick={() => setPage(found.page - 1)}
                >
                  {t('audit.previous')}
                </button>
                <span>{t('audit.page', { page: found.page, pages: found.pages })}</span>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={found.page >= found.pages}
                  onClick={() => setPage(found.page + 1)}
                >
                  {t('audit.next')}
                </button>
              </nav>
            ) : null}
          </>
        )}
      </QueryState>
    </>
  )
}
