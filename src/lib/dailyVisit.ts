/** A visit is sent at most once per day per browser (SPEC §4); the browser keeps a short random identifier. */
export const VISIT_STORAGE_KEY = 'salong.visit'

type Stored = { id: string; day: string }

const localDay = (now: Date): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`

/** The identifier to send today, or null when today's visit was already sent. */
export const visitToSend = (stored: string | null, now: Date, newId: () => string): Stored | null => {
  let previous: Partial<Stored> = {}
  try {
    previous = stored ? (JSON.parse(stored) as Stored) : {}
  } catch {
    previous = {}
  }
  const day = localDay(now)
  if (previous.day === day) return null
  return { id: previous.id || newId(), day }
}
