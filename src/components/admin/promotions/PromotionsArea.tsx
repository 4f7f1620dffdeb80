'use client'

import { useState } from 'react'

import type { DiscountItem } from '../../../lib/contract/discounts'
import { discountState, type DiscountState } from '../../../lib/discounts'
import { amountText } from '../../../lib/priceText'
import { AreaHeading } from '../frame/AreaHeading'
import { DeleteAction } from '../frame/DeleteAction'
import { useLeave } from '../frame/LeaveGuard'
import { RowFailure } from '../frame/RowFailure'
import { QueryState } from '../frame/states'
import { useRowAction } from '../frame/useRowAction'
import { useAdminText } from '../useAdminText'
import { PromotionForm } from './PromotionForm'
import { useDeletePromotion, usePromotions, useTogglePromotion } from './usePromotions'

const GROUPS: DiscountState[] = ['running', 'upcoming', 'ended', 'inactive']
const stateOf = (item: DiscountItem) =>
  discountState({ isActive: item.is_active === 1, startDate: item.start_date, endDate: item.end_date })

function PromotionRow({ item, onEdit }: { item: DiscountItem; onEdit: () => void }) {
  const { t } = useAdminText()
  const { failure, run } = useRowAction()
  const toggle = useTogglePromotion()
  const remove = useDeletePromotion()
  const active = item.is_active === 1
  return (
    <li className="admin-row" data-testid="promotion-row" data-title={item.title_sv} data-state={stateOf(item)}>
      <div className="admin-row__main">
        <div>
          <p className="admin-row__title">
            {item.title_sv} <span className="admin-tag">−{item.discount_percent}%</span>
          </p>
          <p className="admin-row__meta">
            {item.service_name ?? '–'} · {item.start_date.slice(0, 10)} – {item.end_date.slice(0, 10)}
            {item.discounted_price !== null ? ` · ${amountText(item.discounted_price)}` : ''}
          </p>
          <RowFailure failure={failure} />
        </div>
      </div>
      <div className="admin-actions">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={onEdit}
          aria-label={`${t('frame.edit')}: ${item.title_sv}`}
        >
          {t('frame.edit')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={toggle.isPending}
          aria-label={`${active ? t('promotions.deactivate') : t('promotions.activate')}: ${item.title_sv}`}
          onClick={() =>
            void run(
              () => toggle.mutateAsync(item.id),
              active ? t('promotions.deactivated') : t('promotions.activated'),
            )
          }
        >
          {active ? t('promotions.deactivate') : t('promotions.activate')}
        </button>
        <DeleteAction
          name={item.title_sv}
          onDelete={() => void run(() => remove.mutateAsync(item.id), t('frame.deleted'))}
        />
      </div>
    </li>
  )
}

/** Promotions grouped as running, upcoming, ended and inactive; create, edit, toggle and delete. */
export function PromotionsArea() {
  const { t } = useAdminText()
  const promotions = usePromotions()
  const leave = useLeave()
  const [editing, setEditing] = useState<DiscountItem | 'new' | null>(null)

  if (editing) {
    const promotion = editing === 'new' ? null : editing
    return (
      <>
        <AreaHeading
          actions={
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => leave(() => setEditing(null))}
            >
              {t('promotions.backToList')}
            </button>
          }
        >
          {promotion ? t('promotions.editTitle', { name: promotion.title_sv }) : t('promotions.newTitle')}
        </AreaHeading>
        <PromotionForm promotion={promotion} onDone={() => setEditing(null)} />
      </>
    )
  }

  return (
    <>
      <AreaHeading
        actions={
          <button type="button" className="button button--small" onClick={() => setEditing('new')}>
            {t('promotions.add')}
          </button>
        }
      >
        {t('frame.areas.promotions')}
      </AreaHeading>
      <QueryState query={promotions} isEmpty={(list) => list.length === 0} empty={t('promotions.empty')}>
        {(list) =>
          GROUPS.map((group) => {
            const items = list.filter((item) => stateOf(item) === group)
            return (
              <section
                key={group}
                className="admin-group"
                aria-labelledby={`promotions-${group}`}
                data-testid={`promotions-${group}`}
              >
                <h3 id={`promotions-${group}`}>
                  {t(`promotions.groups.${group}`)} <span className="admin-tag admin-tag--muted">{items.length}</span>
                </h3>
                {items.length === 0 ? (
                  <p className="admin-row__meta">{t('promotions.groupEmpty')}</p>
                ) : (
                  <ul className="admin-list">
                    {items.map((item) => (
                      <PromotionRow key={item.id} item={item} onEdit={() => setEditing(item)} />
                    ))}
                  </ul>
                )}
              </section>
            )
          })
        }
      </QueryState>
    </>
  )
}
