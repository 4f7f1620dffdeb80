import { AdminButton } from './AdminEntry'
import { NewsletterForm } from './NewsletterForm'
import { PrivacySettings } from './PrivacySettings'
import { SectionLink } from './SectionLinks'
import type { SectionProps } from './sectionProps'
import { SocialLinks } from './SocialLinks'
import { legalPath } from '../../lib/legalPaths'
import { COPYRIGHT_YEAR, SECTION_IDS } from '../../lib/siteConstants'

/** Quick links, contact details, social links, the short newsletter form, the legal pages and privacy settings. */
export function Footer({ data, t, locale }: SectionProps) {
  const { settings } = data
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <div>
          <p className="site-footer__brand">{settings.site_title}</p>
          <p>{t('footer.tagline')}</p>
          <SocialLinks settings={settings} t={t} />
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t('footer.quickLinks')}</h2>
          <ul>
            {SECTION_IDS.map((id) => (
              <li key={id}>
                <SectionLink section={id}>{t(`nav.${id}`)}</SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>{t('footer.contactInfo')}</h2>
          <address>
            {settings.address}
            <br />
            <a href={`tel:${settings.contact_phone.replace(/[^\d+]/g, '')}`}>{settings.contact_phone}</a>
            <br />
            <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a>
          </address>
        </div>
        <div>
          <h2>{t('footer.newsletter')}</h2>
          <NewsletterForm variant="footer" />
        </div>
      </div>
      <div className="site-footer__bottom">
        <p>
          © {COPYRIGHT_YEAR} {settings.site_title}. {t('footer.rights')}
        </p>
        <p className="site-footer__legal">
          <a href={legalPath(locale, 'privacy')}>{t('footer.privacy')}</a>
          <a href={legalPath(locale, 'terms')}>{t('footer.terms')}</a>
          <PrivacySettings />
          <AdminButton />
        </p>
      </div>
    </footer>
  )
}
