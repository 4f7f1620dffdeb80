import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

import { startJongodb } from './jongodb'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseBase: string
    workDir: string
  }
}

/**
 * Each engine's project gets its own database server (or folder) for the whole run; each test file then
 * takes a fresh database in it (int.setup.ts), because jongodb cannot drop databases.
 */
export default async function setup(project: TestProject) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `salong-${project.name}-`))
  project.provide('workDir', workDir)
  if (project.name === 'int-mongodb') {
    if (process.env.MONGODB_TEST_URI) {
      project.provide('databaseBase', process.env.MONGODB_TEST_URI.replace(/\/[^/]*$/, ''))
      return () => fs.rmSync(workDir, { recursive: true, force: true })
    }
    const server = await startJongodb()
    project.provide('databaseBase', server.uri)
    return async () => {
      await server.stop()
      fs.rmSync(workDir, { recursive: true, force: true })
    }
  }
  project.provide('databaseBase', `file:${workDir}`)
  return () => fs.rmSync(workDir, { recursive: true, force: true })
}
