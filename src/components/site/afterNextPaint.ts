/**
 * Runs `work` once the browser has painted the current frame: what a tap shows comes first, and what it only
 * starts (a frame's navigation, moving focus, counting the click) follows in a task of its own, so the time from
 * input to the next paint (INP) pays for the first only. Returns a cancel.
 */
export const afterNextPaint = (work: () => void): (() => void) => {
  let timer = 0
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(work, 0)
  })
  return () => {
    window.cancelAnimationFrame(frame)
    window.clearTimeout(timer)
  }
}
