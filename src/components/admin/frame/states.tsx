'use client'

import type { ReactNode } from 'react'

import { useAdminText, useMessageText } from '../useAdminText'

/** Grey blocks in the shape of a list while it loads (announced once as loading). */
export function LoadingSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useAdminText()
  return (
    <div className="admin-skeleton" role="status" aria-label={t('frame.loading')} data-testid="loading">
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="admin-skeleton__row" />
      ))}
    </div>
  )
}

export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useAdminText()
  return <p className="admin-empty">{children ?? t('frame.empty')}</p>
}

/** A failed load: the server's text and a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useAdminText()
  const say = useMessageText()
  const message = error instanceof Error ? say(error.message) : String(error)
  return (
    <div className="admin-error" role="alert">
      <p>{t('frame.loadFailed', { error: message })}</p>
      <button type="button" className="button button--small" onClick={onRetry}>
        {t('frame.retry')}
      </button>
    </div>
  )
}

/** The three states of a query and its content once there. */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  rows,
  children,
}: {
  query: { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown }
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  rows?: number
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return <LoadingSkeleton rows={rows} />
  if (query.error || query.data === undefined)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  if (isEmpty?.(query.data)) return <EmptyState>{empty}</EmptyState>
  return <>{children(query.data)}</>
}
