'use client'

import { EnrolSecondFactor } from './EnrolSecondFactor'
import { useSession } from '../session/SessionProvider'
import { useAdminText } from '../useAdminText'

/** All a member sees while the owner requires a second factor they have not set up: its setup, or logging out. */
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
      <div className="admin-actions admin-actions--start">
        <button type="button" className="button button--ghost" onClick={() => void signOut()}>
          {t('secondFactor.logout')}
        </button>
      </div>
    </section>
  )
}
