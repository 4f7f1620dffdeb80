'use client'

import { useState, type FormEvent } from 'react'

import { EMAIL_REQUIRED } from '../../../lib/schemas/newsletterSignup'
import { privacyRequestSchema, type PrivacyExport } from '../../../lib/schemas/privacyRequest'
import { AreaHeading } from '../frame/AreaHeading'
import { Field } from '../frame/Field'
import { QueryState } from '../frame/states'
import { useAdminText } from '../useAdminText'
import { PersonalDataSummary } from './PersonalDataSummary'
import { usePersonalData } from './usePersonalData'

const isEmpty = (data: PrivacyExport) => Object.values(data.counts).every((count) => count === 0)

/** Data requests: look up one address, see and download what is held about it, erase it (GDPR art. 15 and 17). */
export function PrivacyArea() {
  const { t } = useAdminText()
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string>()
  const [email, setEmail] = useState<string | null>(null)
  const data = usePersonalData(email)

  const lookUp = (event: FormEvent) => {
    event.preventDefault()
    // The same e-mail rule as the server's (and every other form's).
    const parsed = privacyRequestSchema.safeParse({ email: typed })
    if (!parsed.success) {
      setError(
        parsed.error.issues[0]?.message === EMAIL_REQUIRED ? t('privacy.emailRequired') : t('privacy.emailInvalid'),
      )
      return
    }
    setError(undefined)
    // The same address again is a fresh look-up, not the answer from before.
    if (parsed.data.email === email) void data.refetch()
    else setEmail(parsed.data.email)
  }

  return (
    <>
      <AreaHeading>{t('frame.areas.privacy')}</AreaHeading>
      <p>{t('privacy.intro')}</p>
      <form className="admin-form admin-filters" onSubmit={lookUp} noValidate data-testid="privacy-lookup">
        <Field label={t('privacy.email')} error={error}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
        <div className="admin-actions admin-actions--start">
          <button type="submit" className="button">
            {t('privacy.lookUp')}
          </button>
        </div>
      </form>
      {email === null ? null : (
        <section aria-label={t('privacy.results', { email })} data-testid="privacy-results">
          <QueryState query={data} isEmpty={isEmpty} empty={t('privacy.nothing', { email })} rows={3}>
            {(held) => <PersonalDataSummary data={held} />}
          </QueryState>
        </section>
      )}
    </>
  )
}
