/**
 * Runs `work` once the browser is idle (at the latest after `timeoutMs`). What a page's start only begins and
 * nobody waits to see (a visit counted, a choice remembered, a badge that reads the clock) then runs in a task of its
 * own after hydration, not in the one that mounts the page, where a visitor's first tap would wait for it. Returns a
 * cancel.
 */
export const whenIdle = (work: () => void, timeoutMs = 2_000): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout: timeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  // A browser without idle callbacks: a task of its own is what matters.
  const timer = window.setTimeout(work, 1)
  return () => window.clearTimeout(timer)
}
