import type { AfterErrorHook } from 'payload'

const UNKNOWN = 'An unknown error occurred.'

/**
 * Payload's REST names an error by its class name, and answers "An unknown error occurred." for one without a
 * name. A production build compiles Payload's `APIError` to an anonymous class, so every refusal it throws
 * without extra data ("Invalid filename.", say) lost its reason there. A refusal (public, below 500) is answered
 * with its own message again; faults stay hidden as Payload hides them.
 */
export const explainRejection: AfterErrorHook = ({ error, result }) => {
  const { status, isPublic, message } = error as { status?: unknown; isPublic?: unknown; message?: unknown }
  if (typeof status !== 'number' || status >= 500 || isPublic !== true) return
  if (typeof message !== 'string' || message === '') return
  const answered = result?.errors?.[0]?.message
  if (answered && answered !== UNKNOWN) return
  return { response: { errors: [{ message }] }, status }
}
