import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

/** The same integration suite runs once per database engine. */
const integration = (name: string) => ({
  resolve: { alias },
  test: {
    name,
    include: ['tests/int/**/*.int.spec.ts'],
    environment: 'node',
    globalSetup: ['tests/support/int.globalSetup.ts'],
    setupFiles: ['tests/support/int.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: one file at a time keeps Payload's start-up from starving the other tests.
    fileParallelism: false,
  },
})

export default defineConfig({
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.spec.ts'], environment: 'node' } },
      integration('int-sqlite'),
      integration('int-mongodb'),
    ],
  },
})
