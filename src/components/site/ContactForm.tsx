'use client'

import { useId, useState, type FormEvent } from 'react'

import { FormState, FormStatus } from './FormStatus'
import { useLanguage, usePageText } from './LanguageProvider'
import { useFailureText, useValidationText } from './useValidationText'
import { apiRequest } from '../../lib/apiClient'

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message'] as const
type Field = (typeof FIELDS)[number]
const EMPTY: Record<Field, string> = { firstName: '', lastName: '', email: '', phone: '', message: '' }

/** The contact form (SPEC §5): validated by the shared schema, errors cleared on edit, nothing lost on failure. */
export function ContactForm() {
  const t = usePageText()
  const { locale } = useLanguage()
  const say = useValidationText()
  const failureText = useFailureText()
  const id = useId()
  const [values, setValues] = useState(EMPTY)
  const [website, setWebsite] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [state, setState] = useState<FormState>({ status: 'idle' })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // zod loads with the first submit, keeping it out of the page's first-load JavaScript.
    const { contactMessageSchema } = await import('../../lib/schemas/contactMessage')
    const parsed = contactMessageSchema.safeParse({ ...values, website })
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field
        found[field] ??= say(issue.message)
      }
      setErrors(found)
      setState({ status: 'idle' })
      const first = FIELDS.find((field) => found[field])
      if (first) document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    setState({ status: 'sending' })
    const result = await apiRequest('/contact/submit', { method: 'POST', body: { ...parsed.data, lang: locale } })
    if (result.success) {
      setValues(EMPTY)
      setState({ status: 'success', message: result.message || t('contact.success') })
    } else if (result.network) {
      setState({ status: 'error', message: t('contact.network') })
    } else {
      if (result.errors) {
        setErrors(Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [field, say(message)])))
      }
      setState({ status: 'error', message: failureText(result, t('contact.failure')) })
    }
  }

  const field = (
    name: Field,
    label: string,
    input: 'input' | 'textarea' = 'input',
    type = 'text',
    autoComplete?: string,
  ) => {
    const error = errors[name]
    const props = {
      id: `${id}-${name}`,
      name,
      value: values[name],
      autoComplete,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
      'aria-required': name !== 'phone' ? true : undefined,
      onChange: (event: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [name]: event.target.value }))
        setErrors((current) => ({ ...current, [name]: undefined }))
      },
    }
    return (
      <div className={`field${input === 'textarea' ? ' field--wide' : ''}`}>
        <label htmlFor={props.id}>
          {label}
          {name !== 'phone' ? <span className="field__required"> *</span> : null}
        </label>
        {input === 'textarea' ? <textarea rows={5} {...props} /> : <input type={type} {...props} />}
        {error ? (
          <p id={`${id}-${name}-error`} className="field__error" data-testid={`error-${name}`}>
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <form className="contact-form" onSubmit={submit} noValidate data-testid="contact-form">
      <h3>{t('contact.formTitle')}</h3>
      <div className="field-row">
        {field('firstName', t('contact.firstName'), 'input', 'text', 'given-name')}
        {field('lastName', t('contact.lastName'), 'input', 'text', 'family-name')}
      </div>
      <div className="field-row">
        {field('email', t('contact.emailField'), 'input', 'email', 'email')}
        {field('phone', t('contact.phoneField'), 'input', 'tel', 'tel')}
      </div>
      {field('message', t('contact.message'), 'textarea')}
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
        {state.status === 'sending' ? t('contact.sending') : t('contact.submit')}
      </button>
      <FormStatus state={state} testId="contact-status" />
    </form>
  )
}
