import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT, startupChunks } from '../../scripts/compile-hints.mjs'

// A build folder as Next 16 (Turbopack) leaves it: the root main files in build-manifest.json, and beside each public
// route's server code a client-reference manifest, a script that fills a global with the chunks its document loads.
// The in-page admin's chunk is loaded on demand, so it is in neither.
let nextDir: string
const chunk = (name: string) => `static/chunks/${name}.js`
const source = (name: string) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([${JSON.stringify(name)}]);`
const read = (name: string) => fs.readFileSync(path.join(nextDir, chunk(name)), 'utf8')

const writeManifest = (route: string, entryJSFiles: Record<string, string[]>) => {
  const dir = path.join(nextDir, 'server', 'app', '(site)', ...route.split('/'))
  fs.mkdirSync(dir, { recursive: true })
  const key = JSON.stringify(`/(site)/${route}/page`)
  fs.writeFileSync(
    path.join(dir, 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
      `globalThis.__RSC_MANIFEST[${key}] = ${JSON.stringify({ clientModules: {}, entryJSFiles })};\n`,
  )
}

beforeEach(() => {
  nextDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salong-hints-'))
  fs.mkdirSync(path.join(nextDir, 'static', 'chunks'), { recursive: true })
  for (const name of ['framework', 'runtime', 'layout', 'home', 'legal', 'not-found', 'admin'])
    fs.writeFileSync(path.join(nextDir, chunk(name)), source(name))
  fs.writeFileSync(
    path.join(nextDir, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: [chunk('framework'), chunk('runtime')] }),
  )
  writeManifest('[lang]', {
    '[project]/node_modules/next/dist/client/components/builtin/not-found': [chunk('not-found')],
    '[project]/src/app/(site)/[lang]/layout': [chunk('layout')],
    '[project]/src/app/(site)/[lang]/page': [chunk('layout'), chunk('home')],
  })
  writeManifest('[lang]/[legal]', { '[project]/src/app/(site)/[lang]/[legal]/page': [chunk('legal')] })
})

afterEach(() => fs.rmSync(nextDir, { recursive: true, force: true }))

describe('compile hints on the public pages’ start-up scripts', () => {
  it('finds the root main files and every chunk a public route’s document loads, once each', () => {
    expect(startupChunks(nextDir)).toEqual(
      ['framework', 'home', 'layout', 'legal', 'not-found', 'runtime'].map(chunk).sort(),
    )
  })

  it('puts the hint on its own first line of each, and leaves the on-demand admin chunk as it was', () => {
    const { hinted } = addCompileHints(nextDir)
    expect(hinted).toHaveLength(6)
    expect(read('framework')).toBe(COMPILE_HINT + source('framework'))
    expect(read('home').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
    expect(read('admin')).toBe(source('admin'))
  })

  it('changes nothing when run again', () => {
    addCompileHints(nextDir)
    const second = addCompileHints(nextDir)
    expect(second.hinted).toEqual([])
    expect(second.already).toHaveLength(6)
    expect(read('layout')).toBe(COMPILE_HINT + source('layout'))
  })

  it('refuses a folder that is not a finished build, changing nothing', () => {
    fs.writeFileSync(path.join(nextDir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: [] }))
    expect(() => addCompileHints(nextDir)).toThrow(/No start-up scripts of the public pages/)
    expect(read('framework')).toBe(source('framework'))
  })
})
