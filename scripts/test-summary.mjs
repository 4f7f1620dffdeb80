// Adds up the test runners' JSON reports and the set-up steps into one closing line: `N passed, N failed`.
import fs from 'node:fs'

const [vitestFile, playwrightFile, failedStepsArg = ''] = process.argv.slice(2)
let passed = 0
let failed = 0
let skipped = 0

const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

const vitest = read(vitestFile)
if (vitest) {
  passed += vitest.numPassedTests
  failed += vitest.numFailedTests
  skipped += vitest.numPendingTests + vitest.numTodoTests
}
const playwright = read(playwrightFile)
if (playwright) {
  passed += playwright.stats.expected
  failed += playwright.stats.unexpected
  skipped += playwright.stats.skipped
  passed += playwright.stats.flaky
}
const failedSteps = failedStepsArg.split(',').filter(Boolean)
failed += failedSteps.length
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`)
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 ? 1 : 0)
