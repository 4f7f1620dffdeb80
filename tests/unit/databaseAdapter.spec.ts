import { describe, expect, it } from 'vitest'

import { databaseAdapter } from '../../src/platform/databaseAdapter'

describe('the database switch', () => {
  it('chooses SQLite for file: addresses', () => {
    expect(databaseAdapter('file:./data/test.db').name).toBe('sqlite')
  })

  it.each(['mongodb://127.0.0.1:27017/salong', 'mongodb+srv://cluster.example.net/salong'])(
    'chooses MongoDB for %s',
    (uri) => {
      expect(databaseAdapter(uri).name).toBe('mongoose')
    },
  )

  it('refuses anything else with a clear message', () => {
    expect(() => databaseAdapter('postgres://localhost/salong')).toThrow(/DATABASE_URI must start with file:/)
  })
})
