'use client'

import { type RefObject, useEffect, useState } from 'react'

export type EmbedState = 'waiting' | 'checking' | 'loading' | 'loaded' | 'failed'

/**
 * A third-party frame (Instagram, Google Maps), started when scrolled near. A frame's load event also fires
 * when the browser only shows its own error page (offline, blocked by a filter), so the service is first
 * reached with a HEAD request (no-cors) for `probeUrl`: when that fails, or the frame has not loaded in time,
 * the state is 'failed' and the caller shows its fallback instead of a broken frame. `probeUrl` must be a
 * resource the service serves to every site (its embed script), so that its Cross-Origin-Resource-Policy
 * never blocks the check. Until the visitor has `allowed` the service, nothing is requested from it (the probe
 * included); withdrawing it goes back to 'waiting', so the frame is removed at once.
 */
export const useEmbed = (
  box: RefObject<HTMLElement | null>,
  probeUrl: string | null,
  timeoutMs: number,
  allowed: boolean,
) => {
  const [state, setState] = useState<EmbedState>('waiting')
  // Withdrawn consent goes back to waiting at once (React's "adjusting state when a prop changes").
  if (!allowed && state !== 'waiting') setState('waiting')

  useEffect(() => {
    const element = box.current
    if (!element || !probeUrl || !allowed) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) {
          setState((current) => (current === 'waiting' ? 'checking' : current))
          observer.disconnect()
        }
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [box, probeUrl, allowed])

  useEffect(() => {
    if (state !== 'checking' || !probeUrl || !allowed) return
    const controller = new AbortController()
    fetch(probeUrl, {
      method: 'HEAD',
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: controller.signal,
    }).then(
      () => setState((current) => (current === 'checking' ? 'loading' : current)),
      () => {
        if (!controller.signal.aborted) setState('failed')
      },
    )
    return () => controller.abort()
  }, [state, probeUrl, allowed])

  const pending = state === 'checking' || state === 'loading'
  useEffect(() => {
    if (!pending) return
    const timer = window.setTimeout(
      () => setState((current) => (current === 'checking' || current === 'loading' ? 'failed' : current)),
      timeoutMs,
    )
    return () => window.clearTimeout(timer)
  }, [pending, timeoutMs])

  return {
    // Withdrawn consent hides the frame in this very render, before the reset above has run.
    state: allowed ? state : ('waiting' as EmbedState),
    onLoad: () => setState((current) => (current === 'loading' ? 'loaded' : current)),
    onError: () => setState('failed'),
  }
}
