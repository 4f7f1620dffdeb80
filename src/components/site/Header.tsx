'use client'

import { useLanguage, usePageText } from './LanguageProvider'
import { scrollToSection } from './scrollToSection'
import { useSiteData } from './SiteDataProvider'
import { useScrollState } from './useScrollState'
import { SECTION_IDS } from '../../lib/siteConstants'

const ICONS: Record<(typeof SECTION_IDS)[number], string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  services: 'M12 3l2.5 5.5L20 9l-4 4 1 6-5-3-5 3 1-6-4-4 5.5-.5z',
  gallery: 'M4 5h16v14H4zM4 15l5-5 4 4 3-3 4 4',
  prices: 'M3 12l9-9h8v8l-9 9zM15.5 8.5h.01',
  contact: 'M4 6h16v12H4zM4 7l8 6 8-6',
}

/**
 * Desktop: a top bar that turns opaque after 50 px of scroll. Under 768 px: a fixed bottom bar (CSS).
 * Both mark the section being read and carry the language toggle and Book Now.
 */
export function Header() {
  const t = usePageText()
  const { locale, switchLanguage } = useLanguage()
  const { scrolled, active } = useScrollState()
  const { settings } = useSiteData()
  const other = locale === 'sv' ? 'en' : 'sv'

  return (
    <header className={`site-header${scrolled ? ' site-header--opaque' : ''}`} data-testid="site-header">
      <a
        className="site-header__brand"
        href="#home"
        onClick={(event) => (event.preventDefault(), scrollToSection('home'))}
      >
        {settings.site_title}
      </a>
      <nav className="site-nav" aria-label={t('nav.label')}>
        <ul>
          {SECTION_IDS.map((id) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className={active === id ? 'is-active' : undefined}
                aria-current={active === id ? 'location' : undefined}
                onClick={(event) => {
                  event.preventDefault()
                  scrollToSection(id)
                }}
              >
                <svg className="site-nav__icon" viewBox="0 0 24 24" aria-hidden="true">
                  <path d={ICONS[id]} />
                </svg>
                <span>{t(`nav.${id}`)}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-header__actions">
        <button
          type="button"
          className="lang-toggle"
          onClick={() => switchLanguage(other)}
          data-testid="language-toggle"
        >
          {/* The name is what it shows ("SV / EN", WCAG 2.5.3), and then what it does, for screen readers. */}
          <span className={locale === 'sv' ? 'is-current' : undefined}>SV</span> /{' '}
          <span className={locale === 'en' ? 'is-current' : undefined}>EN</span>
          <span className="visually-hidden"> – {t('nav.switchLanguage')}</span>
        </button>
        <button type="button" className="button button--small" onClick={() => scrollToSection('services')}>
          {t('nav.bookNow')}
        </button>
      </div>
    </header>
  )
}
