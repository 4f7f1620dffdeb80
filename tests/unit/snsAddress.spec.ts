import { afterEach, describe, expect, it, vi } from 'vitest'

import { isSnsAddress } from '../../src/mail/webhooks/snsMessage'

describe('SNS certificate addresses', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('are https addresses of an SNS host only', () => {
    expect(isSnsAddress('https://sns.eu-north-1.amazonaws.com/SimpleNotificationService-abc.pem')).toBe(true)
    expect(isSnsAddress('https://sns.cn-north-1.amazonaws.com.cn/SimpleNotificationService-abc.pem')).toBe(true)
    expect(isSnsAddress('http://sns.eu-north-1.amazonaws.com/cert.pem')).toBe(false)
    expect(isSnsAddress('https://sns.eu-north-1.amazonaws.com.example.net/cert.pem')).toBe(false)
    expect(isSnsAddress('https://example.net/sns.eu-north-1.amazonaws.com/cert.pem')).toBe(false)
    expect(isSnsAddress('https://sns.eu-north-1.amazonaws.com:8443/cert.pem')).toBe(false)
    expect(isSnsAddress('https://s3.amazonaws.com/cert.pem')).toBe(false)
    expect(isSnsAddress('not an address')).toBe(false)
  })

  it("take a test's local origin only under NODE_ENV=test, never in a product run", () => {
    vi.stubEnv('SNS_TEST_CERT_ORIGIN', 'http://127.0.0.1:4567')
    vi.stubEnv('NODE_ENV', 'test')
    expect(isSnsAddress('http://127.0.0.1:4567/cert.pem')).toBe(true)
    vi.stubEnv('NODE_ENV', 'production')
    expect(isSnsAddress('http://127.0.0.1:4567/cert.pem')).toBe(false)
  })
})
