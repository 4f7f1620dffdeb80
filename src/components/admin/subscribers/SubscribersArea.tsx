'use client'

import { useState } from 'react'

import { SUBSCRIBER_STATES, type SubscriberFilter } from '../../../lib/subscriberState'
import { AreaHeading } from '../frame/AreaHeading'
import { Field } from '../frame/Field'
import { QueryState } from '../frame/states'
import { useAdminText } from '../useAdminText'
import { SubscriberRow } from './SubscriberRow'
import { SubscriberStatsCards } from './SubscriberStatsCards'
import { useSubscriberExport } from './useSubscriberExport'
import { useSettled, useSubscriberList } from './useSubscribers'

/** Newsletter subscribers: figures, search and state filter, toggle, delete, and the list shown as a CSV file. */
export function SubscribersArea() {
  const { t } = useAdminText()
  const [search, setSearch] = useState('')
  const [state, setState] = useState<SubscriberFilter['state']>('all')
  const filter: SubscriberFilter = { state, search: useSettled(search) }
  const list = useSubscriberList(filter)
  const { exportList, busy, failure } = useSubscriberExport()

  return (
    <>
      <AreaHeading
        actions={
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            onClick={() => void exportList(filter)}
            title={t('subscribers.exportHint')}
            data-testid="subscribers-export"
          >
            {busy ? t('subscribers.exporting') : t('subscribers.export')}
          </button>
        }
      >
        {t('frame.areas.subscribers')}
      </AreaHeading>
      {failure ? (
        <p className="form-status form-status--error" role="alert">
          {failure}
        </p>
      ) : null}
      <SubscriberStatsCards />
      <div className="admin-filters admin-filters--subscribers" role="search">
        <Field label={t('subscribers.search')} hint={t('subscribers.searchHint')} className="admin-filters__search">
          {(control) => (
            <input
              {...control}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              data-testid="subscriber-search"
            />
          )}
        </Field>
        <Field label={t('subscribers.stateFilter')}>
          {(control) => (
            <select
              {...control}
              value={state}
              onChange={(event) => setState(event.target.value as SubscriberFilter['state'])}
              data-testid="subscriber-state"
            >
              {(['all', ...SUBSCRIBER_STATES] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`subscribers.states.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <QueryState
        query={list}
        isEmpty={(rows) => rows.length === 0}
        empty={search || state !== 'all' ? t('subscribers.noMatch') : t('subscribers.empty')}
      >
        {(rows) => (
          <>
            <p className="admin-row__meta admin-count-line" role="status" data-testid="subscribers-shown">
              {t('subscribers.shown', { count: rows.length })}
            </p>
            <ul className="admin-list" aria-label={t('subscribers.listLabel')} data-testid="subscriber-list">
              {rows.map((subscriber) => (
                <SubscriberRow key={subscriber.id} subscriber={subscriber} />
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </>
  )
}
