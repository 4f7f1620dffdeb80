'use client'

import { useEffect, useRef, useState } from 'react'

import { useLanguage, usePageText } from './LanguageProvider'
import { useEmbedConsent } from './useEmbedConsent'
import { EMBED_KINDS, type EmbedConsent, setEmbedConsent } from '../../lib/embedConsent'
import { legalPath } from '../../lib/legalPaths'

const OPTION_TEXT = {
  map: { label: 'consent.mapOption', hint: 'consent.mapOptionHint' },
  social: { label: 'consent.socialOption', hint: 'consent.socialOptionHint' },
} as const

/**
 * The footer's "Integritet" button and its dialog: one checkbox per third party; saving applies at once to every
 * embed on the page (a withdrawn one's frame is removed). A native modal <dialog> traps focus and closes on Esc.
 */
export function PrivacySettings() {
  const t = usePageText()
  const { locale } = useLanguage()
  const consent = useEmbedConsent()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<EmbedConsent>(consent)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal()
  }, [open])

  const show = () => {
    setDraft(consent)
    setOpen(true)
  }
  const close = () => {
    dialog.current?.close()
  }

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="link-button"
        onClick={show}
        aria-haspopup="dialog"
        data-testid="privacy-settings"
      >
        {t('consent.settings')}
      </button>
      {open ? (
        <dialog
          ref={dialog}
          className="privacy-dialog"
          aria-labelledby="privacy-dialog-title"
          onClose={() => {
            setOpen(false)
            opener.current?.focus()
          }}
        >
          <form
            method="dialog"
            onSubmit={() => {
              // The form's own method="dialog" closes the dialog after this.
              setEmbedConsent(draft)
            }}
          >
            <h2 id="privacy-dialog-title">{t('consent.dialogTitle')}</h2>
            <p>{t('consent.dialogIntro')}</p>
            <fieldset>
              <legend className="visually-hidden">{t('consent.dialogTitle')}</legend>
              {EMBED_KINDS.map((kind) => (
                <label key={kind}>
                  <input
                    type="checkbox"
                    name={kind}
                    checked={draft[kind]}
                    onChange={(event) => setDraft((current) => ({ ...current, [kind]: event.target.checked }))}
                  />
                  <span>
                    {t(OPTION_TEXT[kind].label)}
                    <small>{t(OPTION_TEXT[kind].hint)}</small>
                  </span>
                </label>
              ))}
            </fieldset>
            <p>
              <a href={legalPath(locale, 'privacy')}>{t('consent.readPolicy')}</a>
            </p>
            <div className="privacy-dialog__actions">
              <button type="button" className="button button--ghost button--small" onClick={close}>
                {t('consent.close')}
              </button>
              <button type="submit" className="button button--small" data-testid="privacy-save">
                {t('consent.save')}
              </button>
            </div>
          </form>
        </dialog>
      ) : null}
    </>
  )
}
