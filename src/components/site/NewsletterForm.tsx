'use client'

import { useId, useState, type FormEvent } from 'react'

import { FormState, FormStatus } from './FormStatus'
import { useLanguage, usePageText } from './LanguageProvider'
import { useFailureText, useValidationText } from './useValidationText'
import { apiRequest } from '../../lib/apiClient'

const EMPTY = { email: '', firstName: '', lastName: '', marketingConsent: false }

/** The newsletter sign-up, in the #prices section and (shorter) in the footer. */
export function NewsletterForm({ variant }: { variant: 'section' | 'footer' }) {
  const t = usePageText()
  const { locale } = useLanguage()
  const say = useValidationText()
  const failureText = useFailureText()
  const id = useId()
  const [values, setValues] = useState(EMPTY)
  const [website, setWebsite] = useState('')
  const [emailError, setEmailError] = useState<string | null>(null)
  const [state, setState] = useState<FormState>({ status: 'idle' })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // zod loads with the first submit, keeping it out of the page's first-load JavaScript.
    const { newsletterSignupSchema } = await import('../../lib/schemas/newsletterSignup')
    const parsed = newsletterSignupSchema.safeParse({ ...values, lang: locale, website, source: variant })
    if (!parsed.success) {
      const message =
        parsed.error.issues.find((issue) => issue.path[0] === 'email')?.message ?? parsed.error.issues[0].message
      setEmailError(say(message))
      setState({ status: 'idle' })
      return
    }
    setState({ status: 'sending' })
    const result = await apiRequest('/newsletter/subscribe', { method: 'POST', body: parsed.data })
    if (result.success) {
      setValues(EMPTY)
      // SPEC §8's thanks (the server's, else the default), then where to look: the sign-up counts once confirmed.
      setState({
        status: 'success',
        message: `${result.message || t('newsletter.success')} ${t('newsletter.confirmInbox')}`,
      })
    } else if (result.network) {
      setState({
        status: 'error',
        message: t(variant === 'footer' ? 'newsletter.exceptionFooter' : 'newsletter.exception'),
      })
    } else {
      if (result.errors?.email) setEmailError(say(result.errors.email))
      setState({ status: 'error', message: failureText(result, t('newsletter.failure')) })
    }
  }

  const set = (field: keyof typeof EMPTY, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (field === 'email') setEmailError(null)
  }

  return (
    <form
      className={`newsletter-form newsletter-form--${variant}`}
      onSubmit={submit}
      noValidate
      data-testid={`newsletter-${variant}`}
    >
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('newsletter.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder={t('newsletter.emailPlaceholder')}
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
        />
        {emailError ? (
          <p id={`${id}-email-error`} className="field__error">
            {emailError}
          </p>
        ) : null}
      </div>
      {variant === 'section' ? (
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-first`}>{t('newsletter.firstName')}</label>
            <input
              id={`${id}-first`}
              autoComplete="given-name"
              value={values.firstName}
              onChange={(event) => set('firstName', event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-last`}>{t('newsletter.lastName')}</label>
            <input
              id={`${id}-last`}
              autoComplete="family-name"
              value={values.lastName}
              onChange={(event) => set('lastName', event.target.value)}
            />
          </div>
        </div>
      ) : null}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={values.marketingConsent}
          onChange={(event) => set('marketingConsent', event.target.checked)}
        />
        <span>{t('newsletter.consent')}</span>
      </label>
      {/* Honeypot: invisible to people, tempting to bots. */}
      <input
        className="honeypot"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        name="website"
        value={website}
        onChange={(event) => setWebsite(event.target.value)}
      />
      <button type="submit" className="button" disabled={state.status === 'sending'}>
        {state.status === 'sending' ? t('newsletter.submitting') : t('newsletter.submit')}
      </button>
      <FormStatus state={state} testId={`newsletter-${variant}-status`} />
    </form>
  )
}
