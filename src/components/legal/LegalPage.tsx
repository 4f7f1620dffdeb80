import { resources } from '../../lib/i18n'
import { legalTexts } from '../../lib/i18n/legal'
import { pathForLocale } from '../../lib/languageDetection'
import type { LegalDocument } from '../../lib/legalDocument'
import { type LegalPage as Page, legalPath } from '../../lib/legalPaths'
import type { Locale } from '../../lib/locales'
import { COPYRIGHT_YEAR } from '../../lib/siteConstants'

type Props = { page: Page; locale: Locale; salon: string; document: LegalDocument }

/** The privacy policy or the terms: server-rendered text in the site's look, with no script of its own. */
export function LegalPage({ page, locale, salon, document }: Props) {
  const texts = legalTexts[locale]
  const other: Locale = locale === 'sv' ? 'en' : 'sv'
  return (
    <>
      <a className="skip-link" href="#main">
        {resources[locale].translation.meta.skipToContent}
      </a>
      <header className="legal-header">
        <a className="site-header__brand" href={pathForLocale(locale)}>
          {salon}
        </a>
        <a className="lang-toggle" href={legalPath(other, page)} hrefLang={other} lang={other}>
          {texts.otherLanguage}
        </a>
      </header>
      <main id="main" className="legal" tabIndex={-1}>
        <article>
          <h1>{document.title}</h1>
          <p className="legal__intro">{document.intro}</p>
          {document.sections.map((section, index) => (
            <section key={index} aria-labelledby={section.heading ? `legal-${index}` : undefined}>
              {section.heading ? <h2 id={`legal-${index}`}>{section.heading}</h2> : null}
              {section.address ? (
                <address>
                  {section.address.map((line, at) => (
                    <span key={at} className="legal__line">
                      {line}
                    </span>
                  ))}
                </address>
              ) : null}
              {section.items ? (
                <ul>
                  {section.items.map((item, at) => (
                    <li key={at}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.paragraphs?.map((paragraph, at) => (
                <p key={at} className="pre-line">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </article>
      </main>
      <footer className="legal-footer">
        <nav>
          <a href={pathForLocale(locale)}>{texts.back}</a>
          <a href={legalPath(locale, 'privacy')} aria-current={page === 'privacy' ? 'page' : undefined}>
            {texts.privacyLink}
          </a>
          <a href={legalPath(locale, 'terms')} aria-current={page === 'terms' ? 'page' : undefined}>
            {texts.termsLink}
          </a>
        </nav>
        <p>
          © {COPYRIGHT_YEAR} {salon}
        </p>
      </footer>
    </>
  )
}
