'use client'

export type FormState = { status: 'idle' | 'sending' | 'success' | 'error'; message?: string }

/** The form's outcome, announced to screen readers. */
export function FormStatus({ state, testId }: { state: FormState; testId: string }) {
  return (
    <p
      className={`form-status form-status--${state.status}`}
      role={state.status === 'error' ? 'alert' : 'status'}
      aria-live="polite"
      data-testid={testId}
    >
      {state.status === 'success' || state.status === 'error' ? state.message : ''}
    </p>
  )
}
