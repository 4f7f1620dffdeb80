import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { expectStaffOnly, staffToken } from '../support/staff'

/* POST /api/notifications/preview (beside the contract): the e-mail as each language's subscribers get it. */
let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
})

describe('POST /notifications/preview', () => {
  it('is staff only', async () => {
    await expectStaffOnly('POST', '/api/notifications/preview', { subject_sv: 'Hej', body_sv: 'Text' })
  })

  it('answers the composed mail in both languages, English falling back to Swedish, and saves nothing', async () => {
    const before = (await payload.count({ collection: 'mailings' })).totalDocs
    const response = await rest('POST', '/api/notifications/preview', {
      headers: tokenHeaders(token).bearer,
      body: {
        subject_sv: 'Vårens nyheter',
        body_sv: 'Hej!\n\nVälkommen <in>.',
        subject_en: 'Spring news',
        body_en: '',
      },
    })
    expect(response.status).toBe(200)
    const { sv, en } = response.body.data
    expect(sv.subject).toBe('Vårens nyheter')
    expect(sv.html).toContain('Välkommen &lt;in&gt;.')
    expect(sv.html).toContain('/api/newsletter/unsubscribe?token=preview')
    expect(sv.text).toContain('Välkommen <in>.')
    expect(en.subject).toBe('Spring news')
    expect(en.text).toContain('Välkommen <in>.')
    expect(en.html).toContain('lang="en"')
    expect((await payload.count({ collection: 'mailings' })).totalDocs).toBe(before)
  })

  it('checks the texts as a new mailing does', async () => {
    const response = await rest('POST', '/api/notifications/preview', {
      headers: tokenHeaders(token).bearer,
      body: { subject_sv: '', body_sv: 'x' },
    })
    expect(response.status).toBe(400)
    expect(response.body.errors).toEqual({ subject_sv: 'Please enter a Swedish subject' })
  })
})
