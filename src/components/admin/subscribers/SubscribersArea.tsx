'use client'

import { useState } from 'react'

import { SUBSCRIBER_SORTS, type SubscriberSort } from '../../../lib/schemas/subscriberListQuery'
import { SUBSCRIBER_STATES, type SubscriberFilter } from '../../../lib/subscriberState'
import { AreaHeading } from '../frame/AreaHeading'
import { Field } from '../frame/Field'
import { QueryState } from '../frame/states'
import { useAdminText } from '../useAdminText'
import { SubscriberRow } from './SubscriberRow'
import { SubscriberStatsCards } from './SubscriberStatsCards'
import { useSubscriberExport } from './useSubscriberExport'
import { useSettled, useSubscriberList } from './useSubscribers'

/**
 * Newsletter subscribers: figures, search, state filter and order, read from the server a page at a time;
 * toggle, delete, and the whole filtered list as a CSV file.
 */
export function SubscribersArea() {
  const { t } = useAdminText()
  const [search, setSearch] = useState('')
  const [state, setState] = useState<SubscriberFilter['state']>('all')
  const [sort, setSort] = useState<SubscriberSort>('newest')
  const [page, setPage] = useState(1)
  const settledSearch = useSettled(search)
  const filter: SubscriberFilter = { state, search: settledSearch }
  // A new filter or order starts at its first page (adjusted during render, as React recommends).
  const [shownFor, setShownFor] = useState(`${state} ${settledSearch} ${sort}`)
  if (shownFor !== `${state} ${settledSearch} ${sort}`) {
    setShownFor(`${state} ${settledSearch} ${sort}`)
    setPage(1)
  }
  const list = useSubscriberList(filter, sort, page)
  const { exportList, busy, failure } = useSubscriberExport()

  return (
    <>
      <AreaHeading
        actions={
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            onClick={() => void exportList(filter, sort, list.data?.total ?? 0)}
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
        <Field label={t('subscribers.sortLabel')}>
          {(control) => (
            <select
              {...control}
              value={sort}
              onChange={(event) => setSort(event.target.value as SubscriberSort)}
              data-testid="subscriber-sort"
            >
              {SUBSCRIBER_SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(`subscribers.sorts.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <QueryState
        query={list}
        isEmpty={(found) => found.subscribers.length === 0}
        empty={search || state !== 'all' ? t('subscribers.noMatch') : t('subscribers.empty')}
      >
        {(found) => (
          <>
            <p className="admin-row__meta admin-count-line" role="status" data-testid="subscribers-shown">
              {t('subscribers.shown', { count: found.total })}
            </p>
            <ul className="admin-list" aria-label={t('subscribers.listLabel')} data-testid="subscriber-list">
              {found.subscribers.map((subscriber) => (
                <SubscriberRow key={subscriber.id} subscriber={subscriber} />
              ))}
            </ul>
            {found.pages > 1 ? (
              <nav className="admin-actions" aria-label={t('subscribers.pages')} data-testid="subscriber-pages">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={found.page <= 1}
                  onClick={() => setPage(found.page - 1)}
                >
                  {t('subscribers.previousPage')}
                </button>
                <span>{t('subscribers.pageOf', { page: found.page, pages: found.pages })}</span>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={found.page >= found.pages}
                  onClick={() => setPage(found.page + 1)}
                >
                  {t('subscribers.nextPage')}
                </button>
              </nav>
            ) : null}
          </>
        )}
      </QueryState>
    </>
  )
}
