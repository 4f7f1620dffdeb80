import type { BounceEvent } from '../recordBounce'

/** A bounce or complaint as a provider reports it, before it is recorded: the recipient found by address or tag. */
export type ProviderEvent = Omit<BounceEvent, 'source'>

/** A JSON body as an object; null when it is none (such a body is no event). */
export const jsonObject = (raw: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** A provider's time, or now when it gives none that reads. */
export const timeOf = (value: unknown): Date => {
  const time = typeof value === 'number' ? new Date(value * 1000) : new Date(text(value))
  return Number.isNaN(time.getTime()) ? new Date() : time
}
