import {
  getUpcomingScheduledPublishHandler,
  schedulePublishHandler,
} from '@payloadcms/ui/utilities/schedulePublishHandler'
import { createLocalReq, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { PUBLISH_QUEUE } from '../../src/jobs/jobsConfig'
import { publishItem } from '../../src/queries/publishBesideDraft'
import { findSiteContent } from '../../src/queries/siteContent'
import { testPayload } from '../support/payload'
import { rest, type RestResponse } from '../support/rest'
import { staffToken } from '../support/staff'

/*
 * Issue 47: versions, drafts and scheduled publishing. A draft is staff's alone (the panel, its preview, `?draft`
 * reads) until it is published; the page and the anonymous reads show what is published. The contract's writes
 * publish at once and each leaves a version to restore. "The page" here is what the page renders from
 * (findSiteContent, read as a visitor), and Payload's REST is called as the panel calls it.
 */
let payload: Payload
let staff: Record<string, string>

beforeAll(async () => {
  payload = await testPayload()
  staff = { Authorization: `Bearer ${await staffToken(payload)}` }
})

afterEach(() => {
  vi.useRealTimers()
})

const service = {
  name: 'Ansiktsbehandling Lyx',
  description: 'Rengöring och mask.',
  category: 'facial',
  price: 800,
  duration: 60,
}

/** A treatment made through the contract, as the in-page admin makes one. */
const createService = async (name = service.name): Promise<string | number> => {
  const created = await rest('POST', '/api/services', { headers: staff, body: { ...service, name } })
  expect(created.status).toBe(201)
  return created.body.data.id
}

const pagePrice = async (id: string | number) =>
  (await findSiteContent(payload, 'sv')).services.find((item) => item.id === id)?.price
const anonymousPrice = async (id: string | number) => (await rest('GET', `/api/services/${id}`)).body.data?.price

/** The panel's "Save draft" (and its autosave): Payload's REST with `?draft=true` (a global's update is a POST). */
const saveDraft = (path: string, data: Record<string, unknown>) =>
  rest(path.startsWith('/api/globals/') ? 'POST' : 'PATCH', `${path}?draft=true`, {
    headers: staff,
    body: { ...data, _status: 'draft' },
  })

const versionsOf = async (id: string | number) =>
  (
    await payload.findVersions({
      collection: 'treatments',
      where: { parent: { equals: id } },
      sort: '-updatedAt',
      pagination: false,
      depth: 0,
    })
  ).docs

describe('drafts', () => {
  it('a draft is invisible to visitors and the page, visible to staff with draft, shown once published', async () => {
    const id = await createService()
    expect(await pagePrice(id)).toBe(800)

    expect((await saveDraft(`/api/treatments/${id}`, { price: 950 })).status).toBe(200)

    expect(await pagePrice(id)).toBe(800)
    expect(await anonymousPrice(id)).toBe(800)
    expect((await rest('GET', `/api/treatments/${id}?draft=true`)).body.price).toBe(800)
    expect((await rest('GET', `/api/treatments/${id}?draft=true`, { headers: staff })).body.price).toBe(950)
    // Staff's contract reads show what visitors see: the published values.
    expect((await rest('GET', `/api/services/${id}`, { headers: staff })).body.data.price).toBe(800)

    const published = await rest('PATCH', `/api/treatments/${id}`, {
      headers: staff,
      body: { price: 950, _status: 'published' },
    })
    expect(published.status).toBe(200)
    expect(await pagePrice(id)).toBe(950)
    expect(await anonymousPrice(id)).toBe(950)
  })

  it('a document created as a draft is nobody’s but staff’s until published', async () => {
    const created = await rest('POST', '/api/treatments?draft=true', {
      headers: staff,
      body: { name: 'Ny behandling i arbete', category: 'nails', price: 300, durationMinutes: 30, _status: 'draft' },
    })
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    expect(await pagePrice(id)).toBeUndefined()
    const listed = async (headers = {}) =>
      (await rest('GET', '/api/services?active=false', { headers })).body.data.map((item: { id: unknown }) => item.id)
    expect(await listed()).not.toContain(id)
    // Not the contract's yet, for the in-page admin either: it lists what the page can show.
    expect(await listed(staff)).not.toContain(id)
    expect((await rest('GET', `/api/treatments/${id}`)).status).toBe(404)
    expect((await rest('GET', `/api/treatments/${id}?draft=true`, { headers: staff })).body.price).toBe(300)
  })

  it('a draft of the settings stays out of the page and the anonymous read until published', async () => {
    await rest('PUT', '/api/settings', {
      headers: staff,
      body: { settings: [{ key: 'site_title', value_sv: 'Salong' }] },
    })
    expect((await saveDraft('/api/globals/settings', { site_title: 'Salong Sommar' })).status).toBe(200)
    const title = async () => (await findSiteContent(payload, 'sv')).settings.site_title
    const anonymousTitle = async () =>
      (await rest('GET', '/api/settings')).body.data.find((entry: { key: string }) => entry.key === 'site_title')
        ?.value_sv
    expect(await title()).toBe('Salong')
    expect(await anonymousTitle()).toBe('Salong')

    await rest('POST', '/api/globals/settings', {
      headers: staff,
      body: { site_title: 'Salong Sommar', _status: 'published' },
    })
    expect(await title()).toBe('Salong Sommar')
    expect(await anonymousTitle()).toBe('Salong Sommar')
  })
})

describe('versions', () => {
  it('every contract write publishes and leaves a version; restoring an older one brings its values back', async () => {
    const id = await createService('Massage 60')
    expect((await rest('PUT', `/api/services/${id}`, { headers: staff, body: { price: 990 } })).status).toBe(200)
    const versions = await versionsOf(id)
    expect(versions.map((v) => [v.version.price, v.version._status])).toEqual([
      [990, 'published'],
      [800, 'published'],
    ])
    expect(await pagePrice(id)).toBe(990)

    // The panel's "restore" of the first version (Payload's REST, as the version view calls it).
    const restored = await rest('POST', `/api/treatments/versions/${versions[1].id}`, { headers: staff })
    expect(restored.status).toBe(200)
    expect(await pagePrice(id)).toBe(800)
    expect(await anonymousPrice(id)).toBe(800)
    // The restore is itself a version, so it too can be undone.
    expect((await versionsOf(id)).map((v) => v.version.price)).toEqual([800, 990, 800])
  })

  it('the contract’s settings and discount writes leave versions too', async () => {
    await rest('PUT', '/api/settings', {
      headers: staff,
      body: { settings: [{ key: 'contact_phone', value_sv: '08-123 45 67' }] },
    })
    const { docs } = await payload.findGlobalVersions({ slug: 'settings', sort: '-updatedAt', limit: 1, depth: 0 })
    expect(docs[0].version).toMatchObject({ contact_phone: '08-123 45 67', _status: 'published' })

    const treatment = await createService('Pedikyr')
    const discount = await rest('POST', '/api/discounts', {
      headers: staff,
      body: {
        service_id: treatment,
        title_sv: 'Höstrea',
        discount_percent: 15,
        start_date: '2026-01-01',
        end_date: '2099-12-31',
      },
    })
    expect(discount.status).toBe(201)
    const { totalDocs } = await payload.findVersions({
      collection: 'promotions',
      where: { and: [{ parent: { equals: discount.body.data.id } }, { 'version._status': { equals: 'published' } }] },
    })
    expect(totalDocs).toBeGreaterThanOrEqual(1)
  })
})

describe('a contract write beside a pending draft', () => {
  /*
   * The content manager prepares next month's texts as a draft; meanwhile staff change a price in the in-page
   * admin. Payload publishes a write on top of the newest version, the draft included; the contract's writes must
   * publish only what they send, and the draft stays pending with the change in it, so publishing it later keeps
   * the new price.
   */
  const englishName = async (id: string | number, draft: boolean) =>
    (await rest('GET', `/api/treatments/${id}?locale=en&draft=${draft}`, { headers: staff })).body.name

  it('publishes only the change; the draft stays a draft, in both languages, and carries the change', async () => {
    const id = await createService('Klassisk manikyr')
    expect(
      (await rest('PUT', `/api/services/${id}?lang=en`, { headers: staff, body: { name: 'Manicure' } })).status,
    ).toBe(200)
    expect((await saveDraft(`/api/treatments/${id}`, { name: 'Manikyr i december' })).status).toBe(200)
    expect(
      (
        await rest('PATCH', `/api/treatments/${id}?draft=true&locale=en`, {
          headers: staff,
          body: { name: 'December manicure', _status: 'draft' },
        })
      ).status,
    ).toBe(200)

    expect((await rest('PUT', `/api/services/${id}`, { headers: staff, body: { price: 875 } })).status).toBe(200)

    const visible = (await rest('GET', `/api/services/${id}`)).body.data
    expect([visible.name, visible.price]).toEqual(['Klassisk manikyr', 875])
    expect((await rest('GET', `/api/services/${id}?lang=en`)).body.data.name).toBe('Manicure')
    expect(await pagePrice(id)).toBe(875)

    const draft = (await rest('GET', `/api/treatments/${id}?draft=true`, { headers: staff })).body
    expect([draft.name, draft.price, draft._status]).toEqual(['Manikyr i december', 875, 'draft'])
    expect(await englishName(id, true)).toBe('December manicure')
    expect(await englishName(id, false)).toBe('Manicure')

    // Published from the panel later: the draft's texts with the price staff set meanwhile.
    const published = await rest('PATCH', `/api/treatments/${id}`, { headers: staff, body: { _status: 'published' } })
    expect(published.status).toBe(200)
    const after = (await rest('GET', `/api/services/${id}`)).body.data
    expect([after.name, after.price]).toEqual(['Manikyr i december', 875])
    expect((await rest('GET', `/api/services/${id}?lang=en`)).body.data.name).toBe('December manicure')
  })

  it('a write Payload refuses changes nothing: the draft is still the newest version, pending', async () => {
    const id = await createService('Handmassage')
    expect((await saveDraft(`/api/treatments/${id}`, { name: 'Handmassage i januari' })).status).toBe(200)
    const user = (await payload.find({ collection: 'users', limit: 1, depth: 0 })).docs[0]
    const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)

    await expect(
      publishItem(req, { collection: 'treatments', id, locale: 'sv', data: { category: 'no-such-category' } }),
    ).rejects.toThrow()

    const draft = (await rest('GET', `/api/treatments/${id}?draft=true`, { headers: staff })).body
    expect([draft.name, draft.category, draft._status]).toEqual(['Handmassage i januari', 'facial', 'draft'])
    expect((await rest('GET', `/api/services/${id}`)).body.data.name).toBe('Handmassage')
    // The next write through the contract still finds the draft and keeps it pending.
    expect((await rest('PUT', `/api/services/${id}`, { headers: staff, body: { price: 820 } })).status).toBe(200)
    const after = (await rest('GET', `/api/treatments/${id}?draft=true`, { headers: staff })).body
    expect([after.name, after.price, after._status]).toEqual(['Handmassage i januari', 820, 'draft'])
  })

  it('the same for a discount and for the settings', async () => {
    const treatment = await createService('Fotvård')
    const made = await rest('POST', '/api/discounts', {
      headers: staff,
      body: {
        service_id: treatment,
        title_sv: 'Vinterrea',
        discount_percent: 10,
        start_date: '2026-01-01',
        end_date: '2099-12-31',
      },
    })
    const discount = made.body.data.id
    expect((await saveDraft(`/api/promotions/${discount}`, { title: 'Julrea' })).status).toBe(200)
    expect(
      (await rest('PUT', `/api/discounts/${discount}`, { headers: staff, body: { discount_percent: 20 } })).status,
    ).toBe(200)
    const visibleDiscount = (await rest('GET', `/api/discounts/${discount}`, { headers: staff })).body.data
    expect([visibleDiscount.title_sv, visibleDiscount.discount_percent]).toEqual(['Vinterrea', 20])
    const draftDiscount = (await rest('GET', `/api/promotions/${discount}?draft=true`, { headers: staff })).body
    expect([draftDiscount.title, draftDiscount.discountPercent, draftDiscount._status]).toEqual(['Julrea', 20, 'draft'])

    await rest('PUT', '/api/settings', {
      headers: staff,
      body: { settings: [{ key: 'site_title', value_sv: 'Salong' }] },
    })
    expect((await saveDraft('/api/globals/settings', { site_title: 'Salong Jul' })).status).toBe(200)
    await rest('PUT', '/api/settings', {
      headers: staff,
      body: { settings: [{ key: 'contact_phone', value_sv: '08-765 43 21' }] },
    })
    const setting = async (key: string) =>
      (await rest('GET', '/api/settings')).body.data.find((entry: { key: string }) => entry.key === key)?.value_sv
    expect([await setting('site_title'), await setting('contact_phone')]).toEqual(['Salong', '08-765 43 21'])
    const draftSettings = (await rest('GET', '/api/globals/settings?draft=true', { headers: staff })).body
    expect([draftSettings.site_title, draftSettings.contact_phone, draftSettings._status]).toEqual([
      'Salong Jul',
      '08-765 43 21',
      'draft',
    ])
  })
})

describe('a contract write and the panel’s autosave of the same document at once', () => {
  /*
   * The panel autosaves the content manager's text while staff change a price in the in-page admin. The contract's
   * write reads the pending draft, publishes, then saves the draft again with its fields in it; an autosave that
   * landed in between would be laid under that draft, its text gone. Here the contract's write is held for a moment
   * right after it has read the draft, and the autosave is sent just then: the two must take turns.
   */
  const PAUSE_MS = 500

  afterEach(() => {
    vi.restoreAllMocks()
  })

  /** The panel's autosave: Payload's REST as its Autosave element calls it (a global's update is a POST). */
  const autosave = (path: string, data: Record<string, unknown>) =>
    rest(path.startsWith('/api/globals/') ? 'POST' : 'PATCH', `${path}?draft=true&autosave=true`, {
      headers: staff,
      body: { ...data, _status: 'draft' },
    })

  type LiftLatest = (args: { versionData: { latest?: boolean } }) => Promise<unknown>

  /**
   * Test-only: when the contract's write lifts the draft's `latest` mark (it has read the draft), `overlap` is sent
   * and the write waits until that has answered or PAUSE_MS has passed (it cannot answer while it waits its turn).
   */
  const holdContractWrite = (method: 'updateVersion' | 'updateGlobalVersion', overlap: () => Promise<RestResponse>) => {
    const db = payload.db as unknown as Record<typeof method, LiftLatest>
    const original = db[method].bind(payload.db)
    let sent: Promise<RestResponse> | undefined
    vi.spyOn(db, method).mockImplementation(async (args) => {
      if (args.versionData.latest === false && !sent) {
        sent = overlap()
        await Promise.race([sent, new Promise((resolve) => setTimeout(resolve, PAUSE_MS))])
      }
      return original(args)
    })
    return () => sent
  }

  it('a treatment: the newest draft holds the autosave’s text and the new price; only the price is published', async () => {
    const id = await createService('Lashlift')
    expect((await autosave(`/api/treatments/${id}`, { name: 'Lashlift i vår' })).status).toBe(200)
    const overlap = holdContractWrite('updateVersion', () =>
      autosave(`/api/treatments/${id}`, { name: 'Lashlift i vår, med färgning' }),
    )

    expect((await rest('PUT', `/api/services/${id}`, { headers: staff, body: { price: 650 } })).status).toBe(200)
    expect(overlap(), 'the contract write found the draft').toBeDefined()
    expect((await overlap())!.status).toBe(200)

    const draft = (await rest('GET', `/api/treatments/${id}?draft=true`, { headers: staff })).body
    expect([draft.name, draft.price, draft._status]).toEqual(['Lashlift i vår, med färgning', 650, 'draft'])
    const visible = (await rest('GET', `/api/services/${id}`)).body.data
    expect([visible.name, visible.price]).toEqual(['Lashlift', 650])
  })

  it('the settings: the newest draft holds the autosave’s title and the new phone; only the phone is published', async () => {
    await rest('PUT', '/api/settings', {
      headers: staff,
      body: { settings: [{ key: 'site_title', value_sv: 'Salong' }] },
    })
    expect((await autosave('/api/globals/settings', { site_title: 'Salong Vår' })).status).toBe(200)
    const overlap = holdContractWrite('updateGlobalVersion', () =>
      autosave('/api/globals/settings', { site_title: 'Salong Vår och Sommar' }),
    )

    const phone = { settings: [{ key: 'contact_phone', value_sv: '08-111 22 33' }] }
    expect((await rest('PUT', '/api/settings', { headers: staff, body: phone })).status).toBe(200)
    expect(overlap(), 'the contract write found the draft').toBeDefined()
    expect((await overlap())!.status).toBe(200)

    const draft = (await rest('GET', '/api/globals/settings?draft=true', { headers: staff })).body
    expect([draft.site_title, draft.contact_phone, draft._status]).toEqual([
      'Salong Vår och Sommar',
      '08-111 22 33',
      'draft',
    ])
    const setting = async (key: string) =>
      (await rest('GET', '/api/settings')).body.data.find((entry: { key: string }) => entry.key === key)?.value_sv
    expect([await setting('site_title'), await setting('contact_phone')]).toEqual(['Salong', '08-111 22 33'])
  })
})

/** The panel's server functions take what they read of the request: here only `req` is read. */
const asServerFunction = <F extends (args: never) => unknown>(args: object) => args as Parameters<F>[0]

describe('scheduled publishing', () => {
  /**
   * One server's tick of the queue: Payload's autorun, where only the jobs-runner lease holder runs it. (On the
   * jongodb test server the finished job's log fails to save, logged as an error: it lacks MongoDB's $push.)
   */
  const tick = async (runner: { holdsJobsRunner: (payload: Payload) => Promise<boolean> }) => {
    if (await runner.holdsJobsRunner(payload)) await payload.jobs.run({ queue: PUBLISH_QUEUE })
  }
  /** A second server: its own module instance of the lease, so its own holder number. */
  const anotherServer = async () => {
    vi.resetModules()
    return import('../../src/jobs/oneJobsRunner')
  }

  it('runs once, on the one jobs runner, at its time in the queue the panel puts it', async () => {
    const id = await createService('Hot stone')
    await saveDraft(`/api/treatments/${id}`, { price: 1200 })
    const user = (await payload.find({ collection: 'users', limit: 1, depth: 0 })).docs[0]
    const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
    // The salon's time: 1 March 09:00 in Stockholm (08:00 UTC).
    const at = new Date('2027-03-01T08:00:00.000Z')
    const answer = await schedulePublishHandler(
      asServerFunction<typeof schedulePublishHandler>({
        type: 'publish',
        date: at,
        doc: { relationTo: 'treatments', value: String(id) },
        req,
        timezone: 'Europe/Stockholm',
      }),
    )
    expect(answer).not.toHaveProperty('error')
    // The panel shows what is scheduled, on the queue the server's runner looks at every minute.
    const upcoming = await getUpcomingScheduledPublishHandler(
      asServerFunction<typeof getUpcomingScheduledPublishHandler>({ id, collectionSlug: 'treatments', req }),
    )
    expect(upcoming).toEqual([expect.objectContaining({ input: expect.objectContaining({ type: 'publish' }) })])
    const [job] = (
      await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } } })
    ).docs
    expect(job.queue).toBe(PUBLISH_QUEUE)

    const [a, b] = [await import('../../src/jobs/oneJobsRunner'), await anotherServer()]
    vi.useFakeTimers({ toFake: ['Date'] })
    // A minute before, both servers tick: nothing is due.
    vi.setSystemTime(at.getTime() - 60_000)
    await Promise.all([tick(a), tick(b)])
    expect(await pagePrice(id)).toBe(800)

    // The first tick after its time (at most a minute late): published once, by whichever holds the lease.
    vi.setSystemTime(at.getTime() + 15_000)
    const holders = await Promise.all([a.holdsJobsRunner(payload), b.holdsJobsRunner(payload)])
    expect(holders.filter(Boolean)).toHaveLength(1)
    await Promise.all([tick(a), tick(b)])
    await Promise.all([tick(a), tick(b)])
    expect(await pagePrice(id)).toBe(1200)
    expect(await anonymousPrice(id)).toBe(1200)
    const publishes = (await versionsOf(id)).filter(
      (v) => v.version._status === 'published' && v.version.price === 1200,
    )
    expect(publishes).toHaveLength(1)
    expect(
      await getUpcomingScheduledPublishHandler(
        asServerFunction<typeof getUpcomingScheduledPublishHandler>({ id, collectionSlug: 'treatments', req }),
      ),
    ).toEqual([])
  })
})

describe('a backup holding a draft never published', () => {
  it('restores, the draft kept as a draft', async () => {
    // As the panel's autosave leaves one: a new treatment opened and left, its required fields still empty.
    const draft = await payload.create({ collection: 'treatments', data: {} as never, draft: true })
    const made = await rest('POST', '/api/backup/create', { headers: staff, body: { type: 'treatments' } })
    expect(made.status).toBe(201)
    const restored = await rest('POST', '/api/backup/restore', {
      headers: staff,
      body: { backupName: made.body.data.name },
    })
    expect(restored.status, JSON.stringify(restored.body)).toBe(200)
    const back = await payload.findByID({ collection: 'treatments', id: draft.id, draft: true })
    expect(back._status).toBe('draft')
  })
})
