import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { dkimProblems, dkimSettings } from '../../src/lib/dkimConfig'

const pem = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' })

describe('DKIM settings', () => {
  it('are all three or none', () => {
    expect(dkimProblems({})).toEqual([])
    expect(dkimSettings({})).toBeUndefined()
    expect(dkimProblems({ DKIM_DOMAIN: 'salong.example' })).toEqual([
      'DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY together (only DKIM_DOMAIN is set).',
    ])
  })

  it('take a PEM inline, its newlines written \\n as one-line settings need, or a file path', () => {
    const oneLine = String(pem).replace(/\n/g, '\\n')
    const env = { DKIM_DOMAIN: 'salong.example', DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: oneLine }
    expect(dkimProblems(env)).toEqual([])
    expect(dkimSettings(env)).toEqual({ domainName: 'salong.example', keySelector: 's1', key: oneLine })
    expect(dkimProblems({ ...env, DKIM_PRIVATE_KEY: '/etc/salong/dkim.pem' })).toEqual([])
  })

  it('refuse a PEM that is no private key', () => {
    const env = { DKIM_DOMAIN: 'a.se', DKIM_SELECTOR: 's', DKIM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nxx' }
    expect(dkimProblems(env)).toHaveLength(1)
    expect(dkimSettings(env)).toBeUndefined()
  })
})
