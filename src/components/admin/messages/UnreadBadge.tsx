'use client'

import { useAdminText } from '../useAdminText'
import { useUnreadCount } from './useContactMessages'

/** The unread count beside "Messages" in the navigation; refreshed with the inbox, so it follows it. */
export function UnreadBadge() {
  const { t } = useAdminText()
  const unread = useUnreadCount().data ?? 0
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
