'use client'

import { useAdminText } from '../useAdminText'
import { useContactMessages } from './useContactMessages'

/** The unread count beside "Messages" in the navigation; from the same cache as the list, so it follows it. */
export function UnreadBadge() {
  const { t } = useAdminText()
  const { data } = useContactMessages()
  const unread = data?.unread ?? 0
  if (unread === 0) return null
  return (
    <>
      <span className="admin-nav__count" aria-hidden="true" data-testid="unread-count">
        {unread}
      </span>
      <span className="visually-hidden">, {t('contact.unreadCount', { count: unread })}</span>
    </>
  )
}
