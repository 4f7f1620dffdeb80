import { APIError, type Payload } from 'payload'
import sharp from 'sharp'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

/*
 * Payload's REST names an error by its class name, and a production build compiles Payload's APIError to an
 * anonymous class (`class extends …`, name ''): each refusal without extra data then answered
 * `400 An unknown error occurred.`. Here the class loses its name the same way.
 */
let payload: Payload
let token: string
const named = Object.getOwnPropertyDescriptor(APIError, 'name')!

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
})

afterEach(() => {
  Object.defineProperty(APIError, 'name', named)
})

describe("a refusal of Payload's REST", () => {
  it('says what was wrong, also when the error class has lost its name as in a production build', async () => {
    const file = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#c9a' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { title: 'Bild', category: 'facial', placement: 'gallery' },
      file: { name: 'bild.png', data: file, mimetype: 'image/png', size: file.length },
    })
    Object.defineProperty(APIError, 'name', { value: '', configurable: true })
    expect(new APIError('x', 400).name).toBe('')
    const refused = await rest('PATCH', `/api/media/${media.id}`, {
      headers: tokenHeaders(token).bearer,
      body: { filename: '../elsewhere.png' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ errors: [{ message: 'Invalid filename.' }] })
  })
})
