// Adds up the test runners' JSON reports and the set-up steps: names each failed test, then one closing line,
// `N passed, N failed`.
import fs from 'node:fs'
import path from 'node:path'

// The vitest reports, comma-separated (each engine's suite on Node 24, the contract again on Node 22), Playwright's, the
// steps.
const [vitestFiles, playwrightFile, failedStepsArg = ''] = process.argv.slice(2)
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

/** The first line of an error message, without the terminal's colour codes. */
const firstLine = (message = '') =>
  message
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')[0]
    .trim()

const vitests = vitestFiles.split(',').map(read).filter(Boolean)
for (const vitest of vitests) {
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
// Named last, so the end of a long CI log says which tests failed (vitest's report scrolls away under Playwright's).
const failures = []
for (const file of vitests.flatMap((vitest) => vitest.testResults)) {
  const where = path.relative(process.cwd(), file.name)
  const tests = file.assertionResults.filter((test) => test.status === 'failed')
  // A file that fails before its tests run (a hook, an import) has no failed test, only a message.
  if (!tests.length && file.status === 'failed') failures.push(`vitest ${where}: ${firstLine(file.message)}`)
  for (const test of tests) {
    failures.push(`vitest ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
  }
}
const playwrightSpecs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(playwrightSpecs)]
for (const spec of (playwright?.suites ?? []).flatMap(playwrightSpecs)) {
  for (const test of spec.tests.filter((test) => test.status === 'unexpected')) {
    failures.push(`playwright [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`)
  }
}
if (failures.length) console.log(`Failed tests:\n${failures.map((failure) => `  ${failure}`).join('\n')}`)

const failedSteps = failedStepsArg.split(',').filter(Boolean)
failed += failedSteps.length
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`)
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 ? 1 : 0)
