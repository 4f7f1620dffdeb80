import { format } from 'node:util'

/**
 * Sends what is written with `console.*` (Next's errors, libraries' warnings) through `logger`, so every line the
 * server prints is one of its lines: an Error among the arguments is logged as `err`, with its stack.
 * @param {import('pino').Logger} logger
 */
export const consoleThroughLogger = (logger) => {
  /** @param {'debug' | 'info' | 'warn' | 'error'} level */
  const through =
    (level) =>
    (/** @type {unknown[]} */ ...args) => {
      const err = args.find((arg) => arg instanceof Error)
      const rest = args.filter((arg) => arg !== err)
      const msg = rest.length > 0 ? format(...rest) : err?.message
      if (err) logger[level]({ err }, msg)
      else logger[level](msg)
    }
  console.debug = through('debug')
  console.log = through('info')
  console.info = through('info')
  console.warn = through('warn')
  console.error = through('error')
}
