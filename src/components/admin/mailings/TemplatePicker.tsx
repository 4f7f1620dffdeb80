'use client'

import { useState } from 'react'

import type { TemplateData } from '../../../lib/contract/notifications'
import { TEMPLATE_NAMES, type TemplateName } from '../../../lib/schemas/templateGenerate'
import { ConfirmDialog } from '../frame/ConfirmDialog'
import { QueryState } from '../frame/states'
import { useAdminText, useMessageText } from '../useAdminText'
import { useGenerateMailing, useTemplateData } from './useMailings'

export type GeneratedTexts = {
  template: TemplateName
  subject_sv: string
  subject_en: string
  body_sv: string
  body_en: string
}

/** What each template draws on, in a line, so staff can choose (from /notifications/templates/data). */
const useDrawsOn = () => {
  const { t, i18n } = useAdminText()
  const locale = i18n.language === 'en' ? 'en' : 'sv'
  return (name: TemplateName, data: TemplateData) =>
    t(`mailings.templateData.${name}`, {
      running: data.discounts.running.length,
      upcoming: data.discounts.upcoming.length,
      services: data.services.length,
      hours: data.settings[locale].opening_hours.replace(/\s*\n\s*/g, ', '),
    })
}

/**
 * The mailing templates with the data they would use; choosing one fills the form through
 * /notifications/templates/generate, asking first when that would replace typed text.
 */
export function TemplatePicker({
  hasText,
  onGenerated,
}: {
  hasText: boolean
  onGenerated: (texts: GeneratedTexts) => void
}) {
  const { t } = useAdminText()
  const say = useMessageText()
  const data = useTemplateData()
  const generate = useGenerateMailing()
  const drawsOn = useDrawsOn()
  const [asking, setAsking] = useState<TemplateName | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const run = async (name: TemplateName) => {
    setAsking(null)
    setFailure(null)
    try {
      onGenerated(await generate.mutateAsync(name))
    } catch (error) {
      setFailure(say((error as Error).message))
    }
  }

  return (
    <section className="admin-panel admin-group" aria-labelledby="mailing-templates" data-testid="mailing-templates">
      <h3 id="mailing-templates">{t('mailings.templates')}</h3>
      <p className="field__hint">{t('mailings.templatesHint')}</p>
      <QueryState query={data} rows={1}>
        {(found) => (
          <ul className="admin-templates">
            {TEMPLATE_NAMES.map((name) => (
              <li key={name} className="admin-template" data-testid="mailing-template" data-template={name}>
                <p className="admin-row__title">{t(`mailings.template.${name}`)}</p>
                <p className="admin-row__meta" data-testid="template-draws-on">
                  {drawsOn(name, found)}
                </p>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={generate.isPending}
                  aria-label={t('mailings.useTemplateLabel', { name: t(`mailings.template.${name}`) })}
                  onClick={() => (hasText ? setAsking(name) : void run(name))}
                >
                  {t('mailings.useTemplate')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {failure ? (
        <p className="form-status form-status--error" role="alert">
          {failure}
        </p>
      ) : null}
      <ConfirmDialog
        isOpen={asking !== null}
        title={t('mailings.overwriteTitle')}
        text={t('mailings.overwriteText')}
        confirmLabel={t('mailings.overwrite')}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void run(asking)}
      />
    </section>
  )
}
