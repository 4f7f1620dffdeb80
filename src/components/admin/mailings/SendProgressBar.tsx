'use client'

import { ProgressBar } from 'react-aria-components'

import type { SendProgress } from '../../../lib/contract/notifications'
import { useAdminText } from '../useAdminText'

/** A send round as it goes: a bar of what is handled, the figures (sent, failed, left) and the failed addresses. */
export function SendProgressBar({ progress }: { progress: SendProgress }) {
  const { t } = useAdminText()
  const handled = progress.sent + progress.failed
  const done = progress.state === 'done'
  return (
    <div data-testid="send-progress" data-state={progress.state}>
      <ProgressBar
        value={done ? 1 : handled}
        maxValue={done ? 1 : Math.max(progress.total, 1)}
        aria-label={t('mailings.progressLabel')}
        className="admin-progress-wrap"
      >
        {({ percentage }) => (
          <div className="admin-progress">
            <div className="admin-progress__bar" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        )}
      </ProgressBar>
      <p role="status" data-testid={done ? 'send-result' : 'send-figures'}>
        {done
          ? t('mailings.sendResult', { sent: progress.sent, failed: progress.failed })
          : t('mailings.progress', { sent: progress.sent, failed: progress.failed, remaining: progress.remaining })}
      </p>
      {progress.failed_addresses.length > 0 ? (
        <>
          <p>{t('mailings.failedAddresses')}</p>
          <ul data-testid="send-failed-addresses">
            {progress.failed_addresses.map((address) => (
              <li key={address}>{address}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
