/** One request of the load and how it went: `ok` when it got the answer a visitor expects. */
export type Outcome = {
  kind: 'page' | 'read' | 'click' | 'write'
  ok: boolean
  status?: number
  error?: string
  /** A write's own text, to find it stored. */
  marker?: string
}

/** Each request a visitor of its own (TRUSTED_PROXIES=2 behind HAProxy), so no per-address limit is met. */
const visitor = (n: number) => ({ 'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` })

const json = (n: number, body: unknown) => ({
  method: 'POST',
  headers: { ...visitor(n), 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
})

/** The n-th request: pages, anonymous reads, booking clicks and contact messages in turn. */
const request = (
  n: number,
): { kind: Outcome['kind']; path: string; init?: RequestInit; expect: number; marker?: string } => {
  const marker = `release-${process.pid}-${n}`
  switch (n % 5) {
    case 0:
      return { kind: 'page', path: n % 2 ? '/en' : '/', expect: 200 }
    case 1:
    case 3:
      return { kind: 'read', path: n % 2 ? '/api/services?lang=sv' : '/api/discounts?lang=en', expect: 200 }
    case 2:
      return {
        kind: 'click',
        path: '/api/simple-analytics/track-click',
        init: json(n, { element_type: 'booking-button', element_name: 'Release' }),
        expect: 201,
      }
    default:
      return {
        kind: 'write',
        path: '/api/contact/submit',
        init: json(n, {
          firstName: 'Under',
          lastName: 'Releasen',
          email: `besok${n}@example.se`,
          message: `Ett meddelande ${marker} skickat under releasen.`,
        }),
        expect: 201,
        marker,
      }
  }
}

/**
 * A steady, bounded load through `origin`: `perSecond` requests a second, each read to its end, until `stop`,
 * which waits for those in flight and resolves to how every one went.
 */
export const steadyLoad = (origin: string, perSecond = 20) => {
  const outcomes: Outcome[] = []
  const pending = new Set<Promise<void>>()
  let sent = 0
  const send = async (n: number) => {
    const { kind, path, init, expect, marker } = request(n)
    try {
      const answer = await fetch(`${origin}${path}`, { ...init, signal: AbortSignal.timeout(30_000) })
      await answer.arrayBuffer()
      outcomes.push({ kind, ok: answer.status === expect, status: answer.status, marker })
    } catch (error) {
      outcomes.push({
        kind,
        ok: false,
        error: error instanceof Error ? String(error.cause ?? error) : String(error),
        marker,
      })
    }
  }
  const timer = setInterval(() => {
    const one = send(sent++)
    pending.add(one)
    void one.finally(() => pending.delete(one))
  }, 1000 / perSecond)
  return {
    stop: async (): Promise<Outcome[]> => {
      clearInterval(timer)
      await Promise.all(pending)
      return outcomes
    },
  }
}
