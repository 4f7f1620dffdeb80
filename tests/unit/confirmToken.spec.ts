import { beforeAll, describe, expect, it } from 'vitest'

import { confirmToken, confirmTokenId, verifyConfirmToken } from '../../src/newsletter/confirmToken'

const DAY = 86_400_000
const issued = new Date('2026-11-01T10:00:00Z')
const subscriber = { id: 42, email: 'nora@example.se' }

beforeAll(() => {
  process.env.PAYLOAD_SECRET = 'unit-test-secret'
})

describe('the confirmation link token', () => {
  it('holds for its subscriber for 7 days', () => {
    const token = confirmToken(subscriber, issued)
    expect(confirmTokenId(token)).toBe('42')
    expect(verifyConfirmToken(token, subscriber, new Date(issued.getTime() + 7 * DAY))).toEqual({ ok: true, id: '42' })
    expect(verifyConfirmToken(token, subscriber, new Date(issued.getTime() + 7 * DAY + 1))).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('is refused for another address, another id, another end, or another server secret', () => {
    const token = confirmToken(subscriber, issued)
    const [id, expires, sig] = token.split('.')
    const at = issued
    expect(verifyConfirmToken(token, { ...subscriber, email: 'other@example.se' }, at).ok).toBe(false)
    expect(verifyConfirmToken(token, { ...subscriber, id: 43 }, at).ok).toBe(false)
    expect(verifyConfirmToken(`${id}.${Number(expires) + DAY}.${sig}`, subscriber, at).ok).toBe(false)
    expect(verifyConfirmToken(`${id}.${expires}.`, subscriber, at).ok).toBe(false)
    expect(confirmTokenId('garbage')).toBeNull()
    process.env.PAYLOAD_SECRET = 'another-secret'
    expect(verifyConfirmToken(token, subscriber, at).ok).toBe(false)
    process.env.PAYLOAD_SECRET = 'unit-test-secret'
  })
})
