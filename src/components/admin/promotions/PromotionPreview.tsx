'use client'

import type { DiscountItem } from '../../../lib/contract/discounts'
import { discountState } from '../../../lib/discounts'
import { useLanguage, usePageText } from '../../site/LanguageProvider'
import { DiscountCard } from '../../site/PricesSection'
import { useAdminText } from '../useAdminText'

/** The promotion as visitors will see it: the public page's own card, with the state it will have today. */
export function PromotionPreview({ item }: { item: DiscountItem }) {
  const { t } = useAdminText()
  // The card in the page's own words and language, as a visitor reads it.
  const pageText = usePageText()
  const { locale } = useLanguage()
  const state = discountState({ isActive: item.is_active === 1, startDate: item.start_date, endDate: item.end_date })
  return (
    <aside
      className="admin-preview"
      aria-label={t('promotions.preview')}
      data-testid="promotion-preview"
      data-state={state}
    >
      <p className="admin-preview__label">{t('promotions.preview')}</p>
      <p className="admin-row__meta">{t(`promotions.previewState.${state}`)}</p>
      {item.title_sv && (state === 'running' || state === 'upcoming') ? (
        <DiscountCard discount={item} t={pageText} locale={locale} />
      ) : null}
    </aside>
  )
}
