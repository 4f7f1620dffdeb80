'use client'

import { LOCALES } from '../../../lib/locales'
import { useAdminText } from '../useAdminText'
import type { MailPreview as Preview } from './useMailings'

/**
 * The e-mail exactly as subscribers of each language receive it (the server composes it as a send does), each in
 * a frame with no rights at all (`sandbox=""`): no scripts, no forms, its own opaque origin.
 */
export function MailPreview({ preview }: { preview: Preview }) {
  const { t } = useAdminText()
  return (
    <section className="admin-preview" aria-labelledby="mail-preview-title" data-testid="mail-preview">
      <h3 id="mail-preview-title" className="admin-preview__label">
        {t('mailings.previewTitle')}
      </h3>
      <div className="admin-mail-previews">
        {LOCALES.map((locale) => {
          const language = t(`mailings.language.${locale}`)
          return (
            <div key={locale} className="admin-mail-preview" data-testid={`mail-preview-${locale}`}>
              <h4>{language}</h4>
              <p className="admin-row__meta" data-testid="mail-preview-subject">
                {t('mailings.previewSubject', { subject: preview[locale].subject })}
              </p>
              <iframe title={t('mailings.previewFrame', { language })} sandbox="" srcDoc={preview[locale].html} />
            </div>
          )
        })}
      </div>
    </section>
  )
}
