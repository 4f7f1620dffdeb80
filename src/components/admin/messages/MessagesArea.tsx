'use client'

import { useState } from 'react'

import { MessageDialog } from './MessageDialog'
import { useContactMessages, useDeleteMessage, useMarkRead } from './useContactMessages'
import type { ContactMessage } from '../../../lib/contract/messages'
import { AreaHeading } from '../frame/AreaHeading'
import { DeleteAction } from '../frame/DeleteAction'
import { Field } from '../frame/Field'
import { RowFailure } from '../frame/RowFailure'
import { EmptyState, QueryState } from '../frame/states'
import { useDateTimeText } from '../frame/useDateText'
import { useRowAction } from '../frame/useRowAction'
import { useSettled } from '../subscribers/useSubscribers'
import { useAdminText } from '../useAdminText'

function MessageRow({ message, onOpen }: { message: ContactMessage; onOpen: () => void }) {
  const { t } = useAdminText()
  const dateText = useDateTimeText()
  const { failure, run } = useRowAction()
  const markRead = useMarkRead()
  const remove = useDeleteMessage()
  const name = `${message.firstName} ${message.lastName}`
  const unread = message.is_read === 0
  return (
    <li
      className={`admin-row${unread ? ' admin-row--unread' : ''}`}
      data-testid="message-row"
      data-read={message.is_read}
    >
      <div className="admin-row__main">
        <div className="admin-message__summary">
          <p className="admin-row__title">
            {name} {unread ? <span className="admin-tag">{t('contact.unread')}</span> : null}
          </p>
          <p className="admin-row__meta">
            {message.email} · {dateText(message.created_at)}
          </p>
          <p className="admin-message__excerpt">{message.message}</p>
          <RowFailure failure={failure} />
        </div>
      </div>
      <div className="admin-actions">
        <button
          type="button"
          className="button button--small"
          onClick={onOpen}
          aria-label={`${t('contact.open')}: ${name}`}
        >
          {t('contact.open')}
        </button>
        {unread ? (
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={markRead.isPending}
            aria-label={`${t('contact.markRead')}: ${name}`}
            onClick={() => void run(() => markRead.mutateAsync(message.id), t('contact.markedRead'))}
          >
            {t('contact.markRead')}
          </button>
        ) : null}
        <DeleteAction
          name={name}
          title={t('contact.deleteTitle', { name })}
          onDelete={() => void run(() => remove.mutateAsync(message.id), t('frame.deleted'))}
        />
      </div>
    </li>
  )
}

/**
 * Messages from the contact form, unread first, read from the server a page at a time and searched there; read
 * one in full, reply by e-mail, mark read, delete.
 */
export function MessagesArea() {
  const { t } = useAdminText()
  const [search, setSearch] = useState('')
  const settledSearch = useSettled(search)
  const [page, setPage] = useState(1)
  // A new search starts at its first page (adjusted during render, as React recommends).
  const [pagedFor, setPagedFor] = useState(settledSearch)
  if (pagedFor !== settledSearch) {
    setPagedFor(settledSearch)
    setPage(1)
  }
  const messages = useContactMessages(page, settledSearch)
  const [openId, setOpenId] = useState<ContactMessage['id'] | null>(null)
  // The open message is read from the fresh page, so marking it read shows at once.
  const open = messages.data?.messages.find((message) => message.id === openId) ?? null
  const unread = messages.data?.unread ?? 0

  return (
    <>
      <AreaHeading
        actions={unread > 0 ? <span className="admin-tag">{t('contact.unreadCount', { count: unread })}</span> : null}
      >
        {t('frame.areas.messages')}
      </AreaHeading>
      <div className="admin-filters" role="search">
        <Field label={t('contact.search')} hint={t('contact.searchHint')} className="admin-filters__search">
          {(control) => (
            <input
              {...control}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              data-testid="message-search"
            />
          )}
        </Field>
      </div>
      <QueryState
        query={messages}
        isEmpty={(data) => data.messages.length === 0 && !settledSearch.trim()}
        empty={t('contact.empty')}
      >
        {(data) => {
          if (data.messages.length === 0) return <EmptyState>{t('contact.noMatch')}</EmptyState>
          return (
            <>
              <ul className="admin-list" aria-label={t('contact.listLabel')} data-testid="message-list">
                {data.messages.map((message) => (
                  <MessageRow key={message.id} message={message} onOpen={() => setOpenId(message.id)} />
                ))}
              </ul>
              {data.pages > 1 ? (
                <nav className="admin-actions" aria-label={t('contact.pages')} data-testid="message-pages">
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={data.page <= 1}
                    onClick={() => setPage(data.page - 1)}
                  >
                    {t('contact.previousPage')}
                  </button>
                  <span>{t('contact.pageOf', { page: data.page, pages: data.pages })}</span>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={data.page >= data.pages}
                    onClick={() => setPage(data.page + 1)}
                  >
                    {t('contact.nextPage')}
                  </button>
                </nav>
              ) : null}
            </>
          )
        }}
      </QueryState>
      {open ? <MessageDialog message={open} onClose={() => setOpenId(null)} /> : null}
    </>
  )
}
