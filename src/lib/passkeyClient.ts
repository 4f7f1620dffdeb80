import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser'

/**
 * Passkeys in the browser, for both admins (the in-page admin's token client and the panel's cookie client): the
 * server's options in, the browser's credential out (@simplewebauthn/browser), and the server's answer. `send`
 * posts JSON to a path below /api and answers its data, or throws the server's error text.
 */
export type Send = <T>(path: string, body?: unknown) => Promise<T>

/** The browser's refusal or the person's cancel: one text, whatever the browser said. */
const PASSKEY_CANCELLED = 'The passkey was not used.'

export const passkeysSupported = (): boolean => typeof window !== 'undefined' && browserSupportsWebAuthn()

const inBrowser = async <T>(ceremony: () => Promise<T>): Promise<T> => {
  try {
    return await ceremony()
  } catch (error) {
    throw new Error(PASSKEY_CANCELLED, { cause: error })
  }
}

/** Makes a passkey on this device for the signed-in member and adds it under `name`. */
export const addPasskey = async <T>(send: Send, name: string): Promise<T> => {
  const options = await send<never>('/auth/passkeys/registration/options')
  const response = await inBrowser(() => startRegistration({ optionsJSON: options }))
  return send<T>('/auth/passkeys/registration/verify', { response, name })
}

/**
 * The browser's assertion of a discoverable passkey: asked for at once, or (`autofill`) offered in the username
 * field's suggestions (`autocomplete="username webauthn"`) until the person picks one.
 */
export const passkeyAssertion = async (send: Send, { autofill = false } = {}): Promise<unknown> => {
  if (autofill && !(await browserSupportsWebAuthnAutofill())) return new Promise(() => undefined)
  const options = await send<never>('/auth/passkey/options')
  return inBrowser(() => startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill }))
}
