'use client'

import { useAdminText } from '../useAdminText'

/** The ten recovery codes, shown this once, until the member says they have kept them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useAdminText()
  return (
    <div className="second-factor__codes" data-testid="recovery-codes">
      <h4>{t('secondFactor.codesTitle')}</h4>
      <p className="field__hint">{t('secondFactor.codesNote')}</p>
      <ul className="second-factor__code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="admin-actions">
        <button type="button" className="button" onClick={onDone} data-testid="recovery-codes-saved">
          {t('secondFactor.codesSaved')}
        </button>
      </div>
    </div>
  )
}
