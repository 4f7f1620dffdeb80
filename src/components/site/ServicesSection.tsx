import { AmbientVideo } from './AmbientVideo'
import { BookButton } from './BookButton'
import { servicesVideo } from './pageMedia'
import { SafeImage } from './SafeImage'
import type { SectionProps } from './sectionProps'
import type { ServiceItem } from '../../lib/contract/services'
import { IMAGE_SIZES } from '../../lib/imageSources'
import { priceText } from '../../lib/priceText'

function ServiceCard({ service, t }: { service: ServiceItem; t: SectionProps['t'] }) {
  const link = service.booking_link
  return (
    <article className="card service-card" data-testid="service-card">
      <SafeImage
        className="card__image"
        src={service.image_url ?? null}
        srcSet={service.image_srcset}
        sizes={IMAGE_SIZES.serviceCard}
        alt=""
        loading="lazy"
        decoding="async"
        width={400}
        height={300}
      />
      <div className="card__body">
        <p className="card__eyebrow">{t(`categories.${service.category}`, { defaultValue: service.category })}</p>
        <h3 className="card__title">{service.name}</h3>
        {service.description ? <p className="card__text">{service.description}</p> : null}
        <p className="service-card__facts">
          <span className="service-card__price">{priceText(service.price, t('services.from'))}</span>
          <span className="service-card__duration">
            {service.duration_minutes} {t('services.minutes')}
          </span>
        </p>
        {link ? (
          <BookButton
            booking={{ link, name: service.name, kind: 'service' }}
            clickType="service_booking"
            id={service.id}
            label={t('services.book')}
            name={t('services.bookService', { name: service.name })}
          />
        ) : (
          <button type="button" className="button" disabled>
            {t('services.unavailable')}
          </button>
        )}
      </div>
    </article>
  )
}

/** #services: active treatments (the server never sends others) and the promotional film. */
export function ServicesSection({ data, t }: SectionProps) {
  const { services, films } = data
  const video = servicesVideo(films)
  return (
    <section id="services" className="section" tabIndex={-1} aria-labelledby="services-title">
      <header className="section__header">
        <h2 id="services-title">{t('services.title')}</h2>
        <p>{t('services.subtitle')}</p>
      </header>
      {services.length === 0 ? <p className="empty">{t('services.empty')}</p> : null}
      <div className="card-grid">
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} t={t} />
        ))}
      </div>
      {video ? (
        <AmbientVideo
          item={video}
          label={t('services.videoLabel')}
          className="section__film"
          sizes={IMAGE_SIZES.sectionFilm}
        />
      ) : null}
    </section>
  )
}
