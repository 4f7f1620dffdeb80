'use client'

import { useSyncExternalStore } from 'react'

import { type EmbedConsent, embedConsent, NO_CONSENT, subscribeEmbedConsent } from '../../lib/embedConsent'

/** The visitor's embed choice; the server (and the first render) always says no, so nothing loads before it. */
export const useEmbedConsent = (): EmbedConsent =>
  useSyncExternalStore(subscribeEmbedConsent, embedConsent, () => NO_CONSENT)
