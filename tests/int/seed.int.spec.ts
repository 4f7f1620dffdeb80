import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { discountState } from '../../src/lib/discounts'
import { OPTIONAL_SETTING_KEYS, SETTING_KEYS } from '../../src/lib/settingKeys'
import { ensureAdminUser } from '../../src/seed/ensureAdminUser'
import { seedDemoContent } from '../../src/seed/seedDemoContent'
import { testPayload } from '../support/payload'
import { rest } from '../support/rest'

let payload: Payload

const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      (['treatments', 'promotions', 'media'] as const).map(async (collection) => [
        collection,
        (await payload.count({ collection })).totalDocs,
      ]),
    ),
  )

beforeAll(async () => {
  payload = await testPayload()
  await seedDemoContent(payload)
}, 180_000)

describe('demo content', () => {
  it('is seeded once: a second run adds nothing', async () => {
    const before = await counts()
    await seedDemoContent(payload)
    expect(await counts()).toEqual(before)
  })

  it('has about ten treatments across categories, one without a booking link', async () => {
    const { docs } = await payload.find({ collection: 'treatments', limit: 100 })
    expect(docs.length).toBeGreaterThanOrEqual(8)
    expect(new Set(docs.map((doc) => doc.category)).size).toBeGreaterThanOrEqual(4)
    expect(docs.filter((doc) => !doc.bookingLink)).toHaveLength(1)
    for (const doc of docs) {
      expect(doc.price).toBeGreaterThan(0)
      expect(doc.durationMinutes).toBeGreaterThan(0)
    }
  })

  it('is bilingual', async () => {
    const [sv, en] = await Promise.all(
      (['sv', 'en'] as const).map((locale) =>
        payload.find({ collection: 'treatments', locale, fallbackLocale: false, limit: 100 }),
      ),
    )
    expect(en.docs.every((doc) => doc.name && doc.description)).toBe(true)
    expect(en.docs.map((doc) => doc.name)).not.toEqual(sv.docs.map((doc) => doc.name))
    const settings = await Promise.all(
      (['sv', 'en'] as const).map((locale) => payload.findGlobal({ slug: 'settings', locale, fallbackLocale: false })),
    )
    const required = SETTING_KEYS.filter((key) => !OPTIONAL_SETTING_KEYS.includes(key))
    for (const doc of settings) for (const key of required) expect(doc[key], key).toBeTruthy()
  })

  it('has two running promotions, one upcoming and one expired', async () => {
    const { docs } = await payload.find({ collection: 'promotions', limit: 100 })
    const states = docs.map((doc) => discountState(doc)).sort()
    expect(states).toEqual(['ended', 'running', 'running', 'upcoming'])
  })

  it('has gallery images, videos with posters and a hero video', async () => {
    const { docs } = await payload.find({ collection: 'media', limit: 100 })
    const videos = docs.filter((doc) => doc.mimeType?.startsWith('video/'))
    expect(videos.filter((doc) => doc.placement === 'hero')).toHaveLength(1)
    expect(videos.filter((doc) => doc.placement !== 'hero').length).toBeGreaterThanOrEqual(2)
    for (const video of videos) expect(video.poster, video.filename ?? '').toBeTruthy()
    expect(
      docs.filter((doc) => doc.mimeType?.startsWith('image/') && doc.placement === 'gallery').length,
    ).toBeGreaterThanOrEqual(4)
  })

  it('serves the uploaded files to visitors', async () => {
    const { docs } = await payload.find({ collection: 'media', limit: 1, where: { mimeType: { like: 'image' } } })
    const response = await rest('GET', `/api/media/file/${docs[0].filename}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\//)
  })
})

describe('the first staff user', () => {
  it('gets a generated password, printed once, when ADMIN_PASSWORD is unset', async () => {
    await payload.delete({ collection: 'users', where: { username: { equals: 'admin' } } })
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    let printed: unknown[][]
    try {
      await ensureAdminUser(payload, {})
      await ensureAdminUser(payload, {})
    } finally {
      printed = [...log.mock.calls]
      log.mockRestore()
    }
    expect(printed).toHaveLength(1)
    const password = String(printed[0][0]).match(/password: (\S+)/)?.[1]
    expect(password).toMatch(/^\S{12,}$/)
    const login = await rest('POST', '/api/users/login', { body: { username: 'admin', password } })
    expect(login.status).toBe(200)
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(1)
  })
})
