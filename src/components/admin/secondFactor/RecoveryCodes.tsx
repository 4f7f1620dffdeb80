'use client'

import { useAdminText } from '../useAdminText'

/**
 * The ten recovery codes, shown this once, until the member says they have kept them. Their heading is one level
 * below the screen's: h4 in the settings' section (h3), h3 on the setup-only screen (h2).
 */
export function RecoveryCodes({
  codes,
  onDone,
  headingLevel = 4,
}: {
  codes: string[]
  onDone: () => void
  headingLevel?: 3 | 4
}) {
  const { t } = useAdminText()
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <div className="second-factor__codes" data-testid="recovery-codes">
      <Heading>{t('secondFactor.codesTitle')}</Heading>
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
