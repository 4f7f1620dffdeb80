import { ContactForm } from './ContactForm'
import { MapEmbed } from './MapEmbed'
import { OpenNow } from './OpenNow'
import type { SectionProps } from './sectionProps'
import { SocialLinks } from './SocialLinks'
import { parseOpeningHours } from '../../lib/openingHours'

/** #contact: cards with phone, e-mail, address and opening hours, social links, the form and the map. */
export function ContactSection({ data, t }: SectionProps) {
  const { settings } = data
  return (
    <section id="contact" className="section section--tinted" tabIndex={-1} aria-labelledby="contact-title">
      <header className="section__header">
        <h2 id="contact-title">{t('contact.title')}</h2>
        <p>{t('contact.subtitle')}</p>
      </header>
      <div className="contact-grid">
        <div className="contact-cards">
          <div className="contact-card">
            <h3>{t('contact.phone')}</h3>
            <a href={`tel:${settings.contact_phone.replace(/[^\d+]/g, '')}`}>{settings.contact_phone}</a>
          </div>
          <div className="contact-card">
            <h3>{t('contact.email')}</h3>
            <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a>
          </div>
          <div className="contact-card">
            <h3>{t('contact.address')}</h3>
            <address>{settings.address}</address>
          </div>
          <div className="contact-card">
            <h3>{t('contact.hours')}</h3>
            <p className="pre-line">{settings.opening_hours}</p>
            <OpenNow week={parseOpeningHours(settings.opening_hours)} />
          </div>
          <div className="contact-card">
            <h3>{t('contact.follow')}</h3>
            <SocialLinks settings={settings} t={t} />
          </div>
        </div>
        <ContactForm />
      </div>
      <MapEmbed address={settings.address} />
    </section>
  )
}
