'use client'

import { useState, type CSSProperties } from 'react'

import { DEFAULT_THEME, themeVariables, type Theme } from '../../../lib/theme'
import { ConfirmDialog } from '../frame/ConfirmDialog'
import { Field } from '../frame/Field'
import { useLeaveGuard } from '../frame/LeaveGuard'
import { useToast } from '../frame/Toasts'
import { useAdminText } from '../useAdminText'
import { clearStoredTheme, pickerValue, readStoredTheme, storeTheme } from './themeStorage'

const COLOURS = Object.keys(DEFAULT_THEME) as (keyof Theme)[]

/** The page's headings, text, tag and buttons in the colours being chosen, updated as the pickers move. */
function ThemePreview({ theme }: { theme: Theme }) {
  const { t } = useAdminText()
  return (
    <div className="admin-theme-preview" style={themeVariables(theme) as CSSProperties} data-testid="theme-preview">
      <p className="admin-preview__label">{t('settings.theme.preview')}</p>
      <p className="admin-theme-preview__heading">{t('settings.theme.previewHeading')}</p>
      <p>{t('settings.theme.previewText')}</p>
      <p className="admin-theme-preview__row">
        <span className="admin-theme-preview__tag">{t('settings.theme.previewTag')}</span>
        <span className="admin-theme-preview__button">{t('settings.theme.previewButton')}</span>
        <span className="admin-theme-preview__button admin-theme-preview__button--hover">
          {t('settings.theme.previewButton')}
        </span>
      </p>
    </div>
  )
}

/** The seven theme colours of SPEC §3, kept in this browser under the page's own key. */
export function ThemeEditor() {
  const { t } = useAdminText()
  const toast = useToast()
  const [saved, setSaved] = useState<Theme>(readStoredTheme)
  const [theme, setTheme] = useState<Theme>(saved)
  const [confirmingReset, setConfirmingReset] = useState(false)
  const dirty = COLOURS.some((key) => theme[key] !== saved[key])
  useLeaveGuard(dirty)

  const save = () => {
    storeTheme(theme)
    setSaved(theme)
    toast(t('settings.theme.saved'))
  }
  const reset = () => {
    clearStoredTheme()
    setSaved({ ...DEFAULT_THEME })
    setTheme({ ...DEFAULT_THEME })
    setConfirmingReset(false)
    toast(t('settings.theme.resetDone'))
  }

  return (
    <section className="admin-panel" aria-labelledby="settings-theme-title" data-testid="theme-editor">
      <h3 id="settings-theme-title">{t('settings.theme.title')}</h3>
      <p className="field__hint">{t('settings.theme.intro')}</p>
      <div className="admin-theme">
        <div className="admin-theme__colours">
          {COLOURS.map((key) => (
            <Field
              key={key}
              label={t(`settings.theme.colours.${key}`)}
              hint={theme[key]}
              className="admin-theme__colour"
            >
              {(control) => (
                <input
                  {...control}
                  type="color"
                  className="admin-swatch"
                  value={pickerValue(theme[key], DEFAULT_THEME[key])}
                  onChange={(event) => setTheme((current) => ({ ...current, [key]: event.target.value }))}
                  data-testid={`theme-${key}`}
                />
              )}
            </Field>
          ))}
        </div>
        <ThemePreview theme={theme} />
      </div>
      <div className="admin-actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setConfirmingReset(true)}
          data-testid="theme-reset"
        >
          {t('settings.theme.reset')}
        </button>
        <button type="button" className="button" onClick={save} disabled={!dirty} data-testid="theme-save">
          {t('settings.theme.save')}
        </button>
      </div>
      <ConfirmDialog
        isOpen={confirmingReset}
        title={t('settings.theme.resetTitle')}
        text={t('settings.theme.resetText')}
        confirmLabel={t('settings.theme.reset')}
        onConfirm={reset}
        onCancel={() => setConfirmingReset(false)}
      />
    </section>
  )
}
