'use client'

import { EnrolSecondFactor } from './EnrolSecondFactor'
import { PasskeysSection } from '../passkeys/PasskeysSection'
import { useSession } from '../session/SessionProvider'
import { useAdminText } from '../useAdminText'

/**
 * All a member sees while the owner requires a second factor they have not set up: one-time codes or a passkey
 * (either is a second factor, src/secondFactor/requirement.ts), or logging out.
 */
export function SecondFactorRequiredScreen() {
  const { t } = useAdminText()
  const { finishSetup, signOut } = useSession()
  return (
    <section
      className="admin-login__panel"
      aria-labelledby="second-factor-required-title"
      data-testid="second-factor-setup-required"
    >
      <h2 id="second-factor-required-title">{t('secondFactor.requiredTitle')}</h2>
      <p>{t('secondFactor.requiredNote')}</p>
      <EnrolSecondFactor onDone={finishSetup} headingLevel={3} />
      <p>{t('secondFactor.requiredOrPasskey')}</p>
      <PasskeysSection onAdded={finishSetup} />
      <div className="admin-actions admin-actions--start">
        <button type="button" className="button button--ghost" onClick={() => void signOut()}>
          {t('secondFactor.logout')}
        </button>
      </div>
    </section>
  )
}
