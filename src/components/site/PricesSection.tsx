import { BookButton } from './BookButton'
import { NewsletterForm } from './NewsletterForm'
import type { SectionProps } from './sectionProps'
import type { DiscountItem } from '../../lib/contract/discounts'
import { discountState, isDiscountVisible } from '../../lib/discounts'
import { groupByCategory } from '../../lib/groupByCategory'
import type { Locale } from '../../lib/locales'
import { amountText } from '../../lib/priceText'

// One formatter per language, built once (building them is the costly part).
const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  sv: new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
}
const dateText = (value: string, locale: Locale) =>
  dateFormats[locale].format(new Date(`${value.slice(0, 10)}T00:00:00Z`))

/** A discount as the page shows it; the admin's promotion preview shows the same card. */
export function DiscountCard({ discount, t, locale }: { discount: DiscountItem } & Omit<SectionProps, 'data'>) {
  const dates = { isActive: discount.is_active === 1, startDate: discount.start_date, endDate: discount.end_date }
  const upcoming = discountState(dates) === 'upcoming'
  const title = (locale === 'en' ? discount.title_en : discount.title_sv) || discount.title_sv
  const description = (locale === 'en' ? discount.description_en : discount.description_sv) || discount.description_sv
  const link = discount.booking_link
  const original = discount.original_price

  return (
    <article
      className={`card discount-card${upcoming ? ' discount-card--upcoming' : ''}`}
      data-testid="discount-card"
      data-state={upcoming ? 'upcoming' : 'running'}
    >
      <div className="card__body">
        {upcoming ? (
          <p className="badge badge--muted">{t('prices.upcoming')}</p>
        ) : (
          // ARIA forbids naming a <p>; hidden text says it instead ("20 % rabatt", not "minus 20 procent").
          <p className="badge">
            <span aria-hidden="true">{t('prices.percentOff', { percent: discount.discount_percent })}</span>
            <span className="visually-hidden">
              {t('prices.percentOffSpoken', { percent: discount.discount_percent })}
            </span>
          </p>
        )}
        <h4 className="card__title">{title}</h4>
        {discount.service_name ? <p className="card__eyebrow">{discount.service_name}</p> : null}
        {description ? <p className="card__text">{description}</p> : null}
        {!upcoming && discount.discounted_price !== null ? (
          <p className="discount-card__prices">
            {original !== null ? (
              <s>
                <span className="visually-hidden">{t('prices.ordinaryPrice')} </span>
                {amountText(original)}
              </s>
            ) : null}{' '}
            <strong data-testid="discounted-price">{amountText(discount.discounted_price)}</strong>
          </p>
        ) : null}
        <p className="discount-card__dates">
          {upcoming
            ? t('prices.starts', { date: dateText(discount.start_date, locale) })
            : t('prices.ends', { date: dateText(discount.end_date, locale) })}
        </p>
        {upcoming ? (
          <button type="button" className="button button--ghost" disabled>
            {t('prices.comingSoon')}
          </button>
        ) : link ? (
          <BookButton
            booking={{ link, name: title, kind: 'discount' }}
            clickType="discount_booking"
            id={discount.id}
            label={t('prices.book')}
            name={t('prices.bookDiscount', { title })}
          />
        ) : null}
      </div>
    </article>
  )
}

/** #prices: running and upcoming discounts grouped by category (expired and inactive never show), and the newsletter. */
export function PricesSection({ data, t, locale }: SectionProps) {
  const visible = data.discounts.filter((discount) =>
    isDiscountVisible({
      isActive: discount.is_active === 1,
      startDate: discount.start_date,
      endDate: discount.end_date,
    }),
  )
  const groups = groupByCategory(visible, (discount) => discount.category ?? 'other')

  return (
    <section id="prices" className="section" tabIndex={-1} aria-labelledby="prices-title">
      <header className="section__header">
        <h2 id="prices-title">{t('prices.title')}</h2>
        <p>{t('prices.subtitle')}</p>
      </header>
      {groups.length === 0 ? <p className="empty">{t('prices.empty')}</p> : null}
      {groups.map(([category, items]) => (
        <div key={category} className="discount-group" data-testid="discount-group">
          <h3 className="discount-group__title">{t(`categories.${category}`, { defaultValue: category })}</h3>
          <div className="card-grid card-grid--narrow">
            {items.map((discount) => (
              <DiscountCard key={discount.id} discount={discount} t={t} locale={locale} />
            ))}
          </div>
        </div>
      ))}
      <div className="newsletter-block">
        <h3>{t('newsletter.title')}</h3>
        <p>{t('newsletter.text')}</p>
        <NewsletterForm variant="section" />
      </div>
    </section>
  )
}
