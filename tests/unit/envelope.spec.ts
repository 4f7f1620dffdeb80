import { describe, expect, it } from 'vitest'

import { ok, okFromJson } from '../../endpoints/http/envelope'

// A visitor's read is sent as the text the cache keeps (src/platform/publicCache.ts): the client must get exactly the
// envelope `ok` writes.
describe('the envelope around data already serialized', () => {
  for (const [name, data] of [
    ['a list of treatments', [{ id: '1', name: 'Ansiktsbehandling – 60 min', price: 895.5, image_url: null }]],
    ['an empty list', []],
    ['an object with text that needs escaping', { text: 'Säg "hej"\n<script>', emoji: '💅' }],
  ] as const) {
    it(`${name}: the same status, type and body as ok()`, async () => {
      const expected = ok(data)
      const sent = okFromJson(JSON.stringify(data))
      expect(sent.status).toBe(expected.status)
      expect(sent.headers.get('content-type')).toBe(expected.headers.get('content-type'))
      expect(await sent.text()).toBe(await expected.text())
    })
  }
})
