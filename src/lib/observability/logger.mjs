/**
 * The process's one logger (pino): the server's own lines, Payload's (it is Payload's `logger`), the jobs', and
 * whatever else writes to the console (Next's errors among them, ./consoleThroughLogger.mjs) go through it, as JSON
 * lines when stdout is no terminal or LOG_FORMAT=json, as readable colour text on a terminal or with
 * LOG_FORMAT=pretty; LOG_LEVEL sets the level (default info). One instance for the process, shared across Next's
 * bundles through a `Symbol.for` slot: the server makes it before Next starts, and a script or a test that starts
 * Payload alone makes it at its first use. It writes to stdout (the one thing in src/lib that does): the server,
 * which is plain JavaScript, and the site inside Next both need this same instance, and src/lib is the floor both
 * import. Every line written while a request runs carries that request's id (and trace).
 */
import { pino } from 'pino'
import pretty from 'pino-pretty'

import { currentRequestScope } from './requestScope.mjs'

const SLOT = Symbol.for('salong.logger')

/**
 * What no line may show where libraries put it. Named paths, not wildcards: pino checks them on every line, and a
 * wildcard path tripled what a request's line costs.
 */
const REDACTED = [
  'password',
  'token',
  'authorization',
  'cookie',
  'data.password',
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
]

/** The longest a line waits to be written with the ones after it. */
const GATHER_MS = 50
/** Lines gathered are written at once when they reach this many characters. */
const GATHER_CHARS = 16_384

/**
 * Node's own stdout, written to in batches: a line per request, written one by one, woke the log's reader (the
 * process manager, a pipe) once a request. Node writes synchronously to a file or a pipe on Linux, so what is
 * gathered is written at exit too. Once the reader is gone (EPIPE: the process manager or a pipe's other end went
 * away) there is nowhere to write: lines are dropped, where pino's own writer would retry the last one for ever at
 * exit.
 */
const gatheredStdout = () => {
  let gathered = ''
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (!gathered) return
    const lines = gathered
    gathered = ''
    process.stdout.write(lines)
  }
  process.stdout.on('error', (error) => {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EPIPE') throw error
  })
  process.on('exit', flush)
  return {
    write(/** @type {string} */ line) {
      gathered += line
      if (gathered.length >= GATHER_CHARS) flush()
      else if (!timer) timer = setTimeout(flush, GATHER_MS).unref()
    },
  }
}

/** Payload's jobs runner reports every run at info ("Running 1 jobs."): the work itself says what it did. */
const ROUTINE = /^Running \d+ jobs\.$/

/**
 * JSON or text: LOG_FORMAT says, else a terminal gets text and anything else (a file, a pipe, a collector) JSON.
 * @param {NodeJS.ProcessEnv} env
 * @param {boolean} isTerminal
 * @returns {'json' | 'pretty'}
 */
const logFormat = (env, isTerminal) =>
  env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : isTerminal ? 'pretty' : 'json'

/** The message of a pino call's arguments: `(msg)`, `(obj, msg)` or `({ msg })`. */
const messageOf = (/** @type {unknown[]} */ args) => {
  const [first, second] = args
  if (typeof first === 'string') return first
  if (typeof second === 'string') return second
  return first && typeof first === 'object' && 'msg' in first ? String(first.msg) : ''
}

/**
 * pino's options for this site's lines.
 * @param {NodeJS.ProcessEnv} env
 * @param {'json' | 'pretty'} format
 * @returns {import('pino').LoggerOptions}
 */
export const loggerOptions = (env, format) => ({
  level: env.LOG_LEVEL || 'info',
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: REDACTED, censor: '[redacted]' },
  // The request being answered, if any: its id, and its trace when tracing is on.
  mixin: () => {
    const scope = currentRequestScope()
    if (!scope) return {}
    return scope.traceId ? { reqId: scope.reqId, traceId: scope.traceId } : { reqId: scope.reqId }
  },
  // The level's name in JSON ("level":"info"), as log collectors read it; the text form colours the number.
  ...(format === 'json' ? { formatters: { level: (label) => ({ level: label }) } } : {}),
  hooks: {
    logMethod(args, method, level) {
      if (level === 30 && ROUTINE.test(messageOf(args))) return this.debug(...args)
      return method.apply(this, args)
    },
  },
})

/**
 * The process's logger, made at the first call.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {import('pino').Logger}
 */
export const processLogger = (env = process.env) => {
  const made = globalThis[SLOT]
  if (made) return made
  const format = logFormat(env, Boolean(process.stdout.isTTY))
  const options = loggerOptions(env, format)
  const logger =
    format === 'json'
      ? pino(options, gatheredStdout())
      : pino(
          options,
          pretty({
            colorize: true,
            destination: process.stdout,
            translateTime: 'SYS:HH:MM:ss',
            ignore: 'pid,hostname',
          }),
        )
  globalThis[SLOT] = logger
  return logger
}
