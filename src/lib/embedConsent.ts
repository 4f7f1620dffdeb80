/**
 * The visitor's choice of third-party embeds (LEK 9:28: nothing from Google Maps or Instagram before consent),
 * kept in this browser only. One store, so every embed and the footer's dialog change together.
 */
export const EMBED_KINDS = ['map', 'social'] as const
export type EmbedKind = (typeof EMBED_KINDS)[number]
export type EmbedConsent = Record<EmbedKind, boolean>

const EMBED_CONSENT_STORAGE_KEY = 'salong.embeds'
/** Nothing is allowed until the visitor says so. */
export const NO_CONSENT: EmbedConsent = { map: false, social: false }

/** A stored value read leniently: anything but an explicit `true` is no. */
export const parseConsent = (stored: string | null): EmbedConsent => {
  try {
    const value = stored ? (JSON.parse(stored) as Partial<Record<EmbedKind, unknown>>) : {}
    return { map: value?.map === true, social: value?.social === true }
  } catch {
    return NO_CONSENT
  }
}

const listeners = new Set<() => void>()
let current: EmbedConsent | null = null

const read = (): EmbedConsent => {
  try {
    return parseConsent(window.localStorage.getItem(EMBED_CONSENT_STORAGE_KEY))
  } catch {
    return NO_CONSENT
  }
}

/** The choice now (the same object until it changes, as useSyncExternalStore needs). */
export const embedConsent = (): EmbedConsent => (current ??= read())

/** Stores a new choice and tells every subscriber at once. */
export const setEmbedConsent = (next: EmbedConsent): void => {
  current = { map: next.map, social: next.social }
  try {
    window.localStorage.setItem(EMBED_CONSENT_STORAGE_KEY, JSON.stringify(current))
  } catch {
    // Private mode: the choice holds for this page only.
  }
  for (const listener of listeners) listener()
}

export const allowEmbed = (kind: EmbedKind): void => setEmbedConsent({ ...embedConsent(), [kind]: true })

/** Calls `listener` on every change, in this tab and (through the storage event) in the visitor's other tabs. */
export const subscribeEmbedConsent = (listener: () => void): (() => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== EMBED_CONSENT_STORAGE_KEY) return
    current = read()
    listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}
