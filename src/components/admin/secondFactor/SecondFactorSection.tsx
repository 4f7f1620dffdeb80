'use client'

import { useState } from 'react'

import { EnrolSecondFactor } from './EnrolSecondFactor'
import { TurnOffSecondFactor } from './TurnOffSecondFactor'
import { useSaveRequirement, useSecondFactorCalls, useSecondFactorStatus } from './useSecondFactor'
import type { SecondFactorStatus } from '../../../lib/contract/secondFactor'
import { QueryState } from '../frame/states'
import { useToast } from '../frame/Toasts'
import { useAdminText, useMessageText } from '../useAdminText'

/** The owner's switch: every staff member must use a second factor. */
function Requirement({ status }: { status: SecondFactorStatus }) {
  const { t } = useAdminText()
  const say = useMessageText()
  const toast = useToast()
  const save = useSaveRequirement()
  return (
    <div className="field field--check">
      <label>
        <input
          type="checkbox"
          checked={status.required}
          disabled={save.isPending}
          onChange={(event) =>
            save.mutate(event.target.checked, { onSuccess: () => toast(t('secondFactor.requirementSaved')) })
          }
          data-testid="second-factor-required"
        />{' '}
        {t('secondFactor.require')}
      </label>
      <p className="field__hint">{t('secondFactor.requireHint')}</p>
      {save.error ? (
        <p className="form-status form-status--error" role="alert">
          {say(save.error.message)}
        </p>
      ) : null}
    </div>
  )
}

function Current({ status }: { status: SecondFactorStatus }) {
  const { t } = useAdminText()
  const toast = useToast()
  const { refresh } = useSecondFactorCalls()
  const [turningOff, setTurningOff] = useState(false)
  // While the recovery codes are on screen the status still says off (it is refreshed when they are put away).
  if (!status.enabled)
    return (
      <>
        <p data-testid="second-factor-state">{t('secondFactor.off')}</p>
        <EnrolSecondFactor
          onDone={() => {
            toast(t('secondFactor.turnedOn'))
            void refresh()
          }}
        />
      </>
    )
  return (
    <>
      <p data-testid="second-factor-state">{t('secondFactor.on')}</p>
      <p className="field__hint">{t('secondFactor.recoveryLeft', { count: status.recovery_codes_left })}</p>
      {turningOff ? (
        <TurnOffSecondFactor onCancel={() => setTurningOff(false)} />
      ) : (
        <div className="admin-actions admin-actions--start">
          <button type="button" className="button button--ghost" onClick={() => setTurningOff(true)}>
            {t('secondFactor.turnOff')}
          </button>
        </div>
      )}
    </>
  )
}

/** Settings' part for the signed-in member's second factor, and the owner's requirement of all staff. */
export function SecondFactorSection() {
  const { t } = useAdminText()
  const status = useSecondFactorStatus()
  return (
    <section className="admin-panel" aria-labelledby="second-factor-title" data-testid="second-factor">
      <h3 id="second-factor-title">{t('secondFactor.title')}</h3>
      <p className="field__hint">{t('secondFactor.intro')}</p>
      <QueryState query={status} rows={2}>
        {(data) => (
          <>
            <Current status={data} />
            {data.can_change_requirement ? <Requirement status={data} /> : null}
          </>
        )}
      </QueryState>
    </section>
  )
}
