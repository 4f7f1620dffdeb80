'use client'

import { useState } from 'react'

import type { SubscriberRow } from '../../../lib/subscriberState'
import { ConfirmDialog } from '../frame/ConfirmDialog'
import { useAdminText } from '../useAdminText'
import { useLiftBounce } from './useSubscribers'

/** A bounced row's "lift bounce" button and the question before it (the reader must have asked). */
export function LiftBounceAction({
  subscriber,
  run,
}: {
  subscriber: SubscriberRow
  run: (action: () => Promise<unknown>, done: string) => Promise<void>
}) {
  const { t } = useAdminText()
  const lift = useLiftBounce()
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={lift.isPending}
        aria-label={`${t('subscribers.liftBounce')}: ${subscriber.email}`}
        onClick={() => setConfirming(true)}
      >
        {t('subscribers.liftBounce')}
      </button>
      <ConfirmDialog
        isOpen={confirming}
        title={t('subscribers.liftBounceTitle', { email: subscriber.email })}
        text={t('subscribers.liftBounceText')}
        confirmLabel={t('subscribers.liftBounce')}
        busy={lift.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void run(() => lift.mutateAsync(subscriber.id), t('subscribers.bounceLifted'))
        }}
      />
    </>
  )
}
