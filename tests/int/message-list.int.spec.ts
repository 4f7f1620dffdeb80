import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

/*
 * The inbox read a page at a time (`page`, `limit`, `search`): unread first, each group newest first, and the
 * pages hold exactly the messages the search finds. Without those parameters the answer is SPEC's, every message.
 */
let payload: Payload
let staff: Record<string, string>

const COUNT = 45
/** Every fourth read; every fifth from Örjan about a gift card. */
const isRead = (n: number) => n % 4 === 0
const isGift = (n: number) => n % 5 === 0
const emailOf = (n: number) => `gast${String(n).padStart(2, '0')}@example.se`

beforeAll(async () => {
  payload = await testPayload()
  staff = tokenHeaders(await staffToken(payload)).bearer
  for (let n = 0; n < COUNT; n++) {
    await payload.create({
      collection: 'messages',
      data: {
        firstName: isGift(n) ? 'Örjan' : 'Anna',
        lastName: 'Berg',
        email: emailOf(n),
        message: isGift(n) ? 'Kan jag köpa ett Presentkort?' : 'Har ni tider i helgen?',
        isRead: isRead(n),
        createdAt: new Date(Date.UTC(2026, 10, 1, 8, n)).toISOString(),
      },
    })
  }
})

type Page = { messages: { email: string }[]; total: number; unread: number; page: number; pages: number }
const readPage = async (query: string) =>
  (await rest('GET', `/api/contact/messages?${query}`, { headers: staff })).body.data as Page

/** Unread first, newest first within each group, as the admin lists them. */
const inboxOrder = (keep: (n: number) => boolean) => {
  const kept = Array.from({ length: COUNT }, (_, n) => n).filter(keep)
  const newest = (list: number[]) => [...list].sort((a, b) => b - a)
  return [...newest(kept.filter((n) => !isRead(n))), ...newest(kept.filter(isRead))].map(emailOf)
}

it('pages through the inbox unread first, each message once', async () => {
  const seen: string[] = []
  for (let page = 1; ; page++) {
    const answer = await readPage(`page=${page}&limit=20`)
    expect(answer).toMatchObject({ total: COUNT, unread: COUNT - Math.ceil(COUNT / 4), page, pages: 3 })
    seen.push(...answer.messages.map((message) => message.email))
    if (page >= answer.pages) break
  }
  expect(seen).toEqual(inboxOrder(() => true))
})

it('finds every word of a search in any field and letter case, over pages', async () => {
  const seen: string[] = []
  for (let page = 1; ; page++) {
    const answer = await readPage(`search=${encodeURIComponent('örjan presentkort')}&limit=4&page=${page}`)
    expect(answer.total).toBe(9)
    seen.push(...answer.messages.map((message) => message.email))
    if (page >= answer.pages) break
  }
  expect(seen).toEqual(inboxOrder(isGift))
})

it('answers every message, newest first, without paging parameters (SPEC)', async () => {
  const all = (await rest('GET', '/api/contact/messages', { headers: staff })).body.data
  expect(Object.keys(all).sort()).toEqual(['messages', 'total', 'unread'])
  expect(all.messages.map((message: { email: string }) => message.email)).toEqual(
    Array.from({ length: COUNT }, (_, n) => emailOf(COUNT - 1 - n)),
  )
})
