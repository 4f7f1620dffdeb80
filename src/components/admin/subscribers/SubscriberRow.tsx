'use client'

import { subscriberState, type SubscriberRow as Row } from '../../../lib/subscriberState'
import { isSuppressed } from '../../../lib/subscriberStatus'
import { DeleteAction } from '../frame/DeleteAction'
import { RowFailure } from '../frame/RowFailure'
import { useDateTimeText } from '../frame/useDateText'
import { useRowAction } from '../frame/useRowAction'
import { useAdminText } from '../useAdminText'
import { LiftBounceAction } from './LiftBounceAction'
import { useDeleteSubscriber, useToggleSubscriber } from './useSubscribers'

export function SubscriberRow({ subscriber }: { subscriber: Row }) {
  const { t } = useAdminText()
  const dateText = useDateTimeText()
  const { failure, run } = useRowAction()
  const toggle = useToggleSubscriber()
  const remove = useDeleteSubscriber()
  const state = subscriberState(subscriber)
  const active = subscriber.is_active === 1
  const name = [subscriber.firstName, subscriber.lastName].filter(Boolean).join(' ')
  return (
    <li className="admin-row" data-testid="subscriber-row" data-email={subscriber.email} data-state={state}>
      <div className="admin-row__main">
        <div className="admin-message__summary">
          <p className="admin-row__title">
            {subscriber.email}{' '}
            <span className={`admin-tag admin-tag--${state}`}>{t(`subscribers.states.${state}`)}</span>
          </p>
          <p className="admin-row__meta">
            {name || t('subscribers.noName')} · {t(`subscribers.language.${subscriber.locale}`)} ·{' '}
            {subscriber.marketingConsent ? t('subscribers.consent') : t('subscribers.noConsent')} ·{' '}
            {t('subscribers.since', { date: dateText(subscriber.created_at) })}
            {subscriber.confirmed_at
              ? `, ${t('subscribers.confirmedAt', { date: dateText(subscriber.confirmed_at) })}`
              : ''}
            {subscriber.suppressed
              ? `, ${t('subscribers.suppressedSince', {
                  date: dateText(subscriber.suppressed.at),
                  reason: subscriber.suppressed.reason,
                })}`
              : ''}
          </p>
          <RowFailure failure={failure} />
        </div>
      </div>
      <div className="admin-actions">
        {state === 'bounced' ? <LiftBounceAction subscriber={subscriber} run={run} /> : null}
        {/* A suppressed address is not switched back on: a bounce is lifted (above), a complaint never. */}
        {isSuppressed(state) ? null : (
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={toggle.isPending}
            aria-label={`${active ? t('subscribers.deactivate') : t('subscribers.activate')}: ${subscriber.email}`}
            onClick={() =>
              void run(
                () => toggle.mutateAsync(subscriber.id),
                active ? t('subscribers.deactivated') : t('subscribers.activated'),
              )
            }
          >
            {active ? t('subscribers.deactivate') : t('subscribers.activate')}
          </button>
        )}
        <DeleteAction
          name={subscriber.email}
          title={t('subscribers.deleteTitle', { email: subscriber.email })}
          text={t('subscribers.deleteText')}
          onDelete={() => void run(() => remove.mutateAsync(subscriber.id), t('frame.deleted'))}
        />
      </div>
    </li>
  )
}
