import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from './support'

// The Nu HTML checker (npm `vnu-jar`) is a Java program; machines without Java skip this, saying so.
const hasJava = spawnSync('java', ['-version']).status === 0
/** The path of the checker's jar, which the package exports as its value. */
const vnuJar = (): string => String(createRequire(import.meta.url)('vnu-jar'))

for (const page of ['/', '/en', '/integritet', '/en/privacy', '/villkor', '/en/terms']) {
  test(`the Nu HTML checker finds no error on ${page}`, async ({ request }) => {
    test.skip(
      !hasJava,
      'Java is not installed (apt-get install default-jre-headless), so the Nu HTML checker cannot run',
    )
    const response = await request.get(page)
    expect(response.status()).toBe(200)
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-')), 'page.html')
    fs.writeFileSync(file, await response.text())
    const run = spawnSync('java', ['-jar', vnuJar(), '--errors-only', '--format', 'json', file], { encoding: 'utf8' })
    // vnu writes its JSON report to stderr and exits non-zero when it found errors.
    const report = JSON.parse(run.stderr || '{"messages":[]}') as {
      messages: { type: string; message: string; extract?: string }[]
    }
    const errors = report.messages.filter((m) => m.type === 'error').map((m) => `${m.message} :: ${m.extract ?? ''}`)
    expect(errors).toEqual([])
  })
}
