/*
 * TEST-ONLY clock, never loaded by the product. Shifts this process's clock (`new Date()`, `Date.now()`, and
 * `performance.timeOrigin`, so `performance.timeOrigin + performance.now()` tells the same time) by an
 * offset in milliseconds read from the file named by SALONG_TEST_CLOCK, and follows the file when the test moves it
 * forward. Timers keep real time: Next's midnight refresh waits what the shifted clock said at start, and croner
 * looks at the clock at least every 30 s, so a cron whose time the clock passed fires then. This lets
 * tests/e2e/several-servers.spec.ts bring the servers' midnight, their 03:30 and the end of a lease without waiting
 * for them. Both servers read the same file, so they agree on the time. (The S3 server keeps real time: the AWS
 * SDK corrects its clock from the answer to a request it signed too far off, and signs the retry with that.)
 * Loaded with NODE_OPTIONS=--require, as tests/support/jongodb-driver-fix.cjs is.
 */
const fs = require('node:fs')

const file = process.env.SALONG_TEST_CLOCK
if (file && !globalThis.Date.__shiftedClock) {
  const RealDate = Date
  let offset = 0
  const read = () => {
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : ''
    if (text !== '') offset = Number(text)
  }
  read()
  fs.watchFile(file, { interval: 50, persistent: false }, read)
  const now = () => RealDate.now() + offset

  // A Date as Next builds its own (it copies the constructor's own properties): Date's statics and prototype,
  // so `instanceof Date` and libraries that look types up by name (mongoose's schema types) still see a Date.
  const properties = Object.getOwnPropertyDescriptors(RealDate)
  properties.now.value = now
  const ShiftedDate = Object.defineProperties(function Date(...args) {
    // `Date()` without `new` answers the time as text.
    if (new.target === undefined) return new RealDate(now()).toString()
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target)
  }, properties)
  ShiftedDate.__shiftedClock = true
  globalThis.Date = ShiftedDate

  // Next reads the time two ways: `Date.now()` (when a cache entry was written, when a tag was expired) and
  // `performance.timeOrigin + performance.now()` (what time it is when it judges them). On a real server the two
  // agree; moved apart, an expired tag would be stamped minutes after the "now" Next compares it with, and would
  // only mark its entries stale: the first load after a save would still show the old page.
  const realTimeOrigin = performance.timeOrigin
  Object.defineProperty(performance, 'timeOrigin', {
    configurable: true,
    enumerable: true,
    get: () => realTimeOrigin + offset,
  })
}
