'use client'

import { useSyncExternalStore } from 'react'

import { passkeysSupported } from '../../lib/passkeyClient'

const never = () => () => undefined

/** Whether this browser can use passkeys: false while rendered on the server, so hydration matches. */
export const usePasskeysSupported = (): boolean => useSyncExternalStore(never, passkeysSupported, () => false)
