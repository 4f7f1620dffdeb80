import { AmbientVideo } from './AmbientVideo'
import { OpenNow } from './OpenNow'
import { heroVideo } from './pageMedia'
import { SectionButton } from './SectionLinks'
import type { SectionProps } from './sectionProps'
import { IMAGE_SIZES } from '../../lib/imageSources'
import { parseOpeningHours } from '../../lib/openingHours'

/** #home: the mood film, the welcome, title, subtitle, description, three claims and the way to the gallery. */
export function Hero({ data, t }: SectionProps) {
  const { settings, films } = data
  const video = heroVideo(films)
  const highlights = t('hero.highlights', { returnObjects: true }) as string[]

  return (
    <section id="home" className="hero" tabIndex={-1} aria-labelledby="home-title">
      {video ? (
        <AmbientVideo
          item={video}
          label={t('hero.videoLabel')}
          priority
          portraitSizes={IMAGE_SIZES.heroPortrait}
          className="hero__video"
        />
      ) : null}
      <div className="hero__veil" aria-hidden="true" />
      <div className="hero__content">
        <p className="hero__welcome">{t('hero.welcome')}</p>
        <h1 id="home-title" className="hero__title">
          {settings.site_title}
        </h1>
        <p className="hero__subtitle">{settings.site_subtitle}</p>
        <p className="hero__description">{settings.site_description}</p>
        <ul className="hero__highlights">
          {highlights.map((claim) => (
            <li key={claim}>{claim}</li>
          ))}
        </ul>
        <div className="hero__actions">
          <SectionButton section="gallery" className="button">
            {t('hero.cta')}
          </SectionButton>
          <OpenNow week={parseOpeningHours(settings.opening_hours)} />
        </div>
      </div>
    </section>
  )
}
