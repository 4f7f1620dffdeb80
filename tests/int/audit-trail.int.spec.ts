import { Secret, TOTP } from 'otpauth'
import { createLocalReq, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import * as routes from '../../src/app/(payload)/api/[...slug]/route'
import { auditedServerFunctions } from '../../src/audit/auditedServerFunctions'
import { runRetention } from '../../src/jobs/runRetention'
import { runInRequestScope } from '../../src/lib/observability/requestScope.mjs'
import { ensureAdminUser } from '../../src/seed/ensureAdminUser'
import { testPayload } from '../support/payload'
import { type Method, rest } from '../support/rest'

/*
 * Issue 66: the audit trail. Every staff and system action leaves exactly one entry naming who did it (the member,
 * or `system`), with the request's id and the day's pseudonym of the address, never the address. Only the owner
 * reads it; no route changes or deletes an entry; the retention pass prunes old ones and records itself; a backup
 * carries the trail and a restore adds its own entry after the ones it brought back.
 */
let payload: Payload
const OWNER_PASSWORD = process.env.ADMIN_PASSWORD as string
const KIM_PASSWORD = 'Kim-Password-123'

let address = 0
const newAddress = () => `203.0.113.${++address}`
const from = (ip = newAddress()) => ({ 'x-forwarded-for': ip })
const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, ...from() })

type Entry = {
  id: string | number
  at: string
  actor: string | null
  actorName: string | null
  action: string
  outcome: string
  targetCollection: string | null
  targetId: string | null
  count: number | null
  detail: string | null
  requestId: string | null
  addressPseudonym: string | null
}

const allEntries = async (): Promise<Entry[]> =>
  (await payload.find({ collection: 'audit-log', pagination: false, depth: 0, sort: 'at' })).docs as unknown as Entry[]

/** The entries `action` left: what is in the trail now and was not before. */
const entriesOf = async (action: () => Promise<unknown>): Promise<Entry[]> => {
  const before = new Set((await allEntries()).map((entry) => String(entry.id)))
  await action()
  return (await allEntries()).filter((entry) => !before.has(String(entry.id)))
}

/** Exactly one entry, of `action` by `actor` (an id or `system`, or null for no known account). */
const expectOne = (entries: Entry[], action: string, actor: string | null, more: Partial<Entry> = {}) => {
  expect(entries, JSON.stringify(entries)).toHaveLength(1)
  expect(entries[0]).toMatchObject({ action, actor, outcome: 'success', ...more })
  return entries[0]
}

const login = async (username: string, password: string, extra: object = {}, ip = newAddress()) =>
  rest('POST', '/api/auth/login', { body: { username, password, ...extra }, headers: from(ip) })
const tokenOf = async (username: string, password: string) => {
  const response = await login(username, password)
  expect(response.status).toBe(200)
  return response.body.data.token as string
}

let owner: { id: string | number }
let kim: { id: string | number }
let ownerToken: string
let kimToken: string

beforeAll(async () => {
  payload = await testPayload()
  await ensureAdminUser(payload)
  owner = (await payload.find({ collection: 'users', where: { username: { equals: 'admin' } } })).docs[0]
  kim = await payload.create({
    collection: 'users',
    data: { username: 'kim', name: 'Kim', email: 'kim@salong.test', password: KIM_PASSWORD },
  })
  ownerToken = await tokenOf('admin', OWNER_PASSWORD)
  kimToken = await tokenOf('kim', KIM_PASSWORD)
})

afterEach(() => vi.unstubAllEnvs())

describe('sign-in, sign-out and master login', () => {
  it('a sign-in succeeds, fails or is throttled: one entry each, with the account it named and how', async () => {
    const ip = newAddress()
    const success = expectOne(await entriesOf(() => login('kim', KIM_PASSWORD, {}, ip)), 'sign-in', String(kim.id), {
      actorName: 'kim',
      detail: 'password',
      targetCollection: 'users',
    })
    // The request's id as the log has it (the server runs each request in its scope), and a pseudonym of the
    // address: never the address itself.
    const scoped = await entriesOf(() =>
      runInRequestScope({ reqId: 'req-audit-1' }, () => login('kim', KIM_PASSWORD, {}, ip)),
    )
    expect(scoped[0].requestId).toBe('req-audit-1')
    expect(success.addressPseudonym).toMatch(/^[0-9a-f]{16}$/)
    expect(JSON.stringify(success)).not.toContain(ip)
    // The same address the same day has the same pseudonym; another address another one.
    const again = await entriesOf(() => login('kim', KIM_PASSWORD, {}, ip))
    expect(again[0].addressPseudonym).toBe(success.addressPseudonym)
    const elsewhere = await entriesOf(() => login('kim', KIM_PASSWORD))
    expect(elsewhere[0].addressPseudonym).not.toBe(success.addressPseudonym)

    const wrong = await entriesOf(() => login('kim', 'Wrong-Password-1', {}, ip))
    expectOne(wrong, 'sign-in', String(kim.id), { outcome: 'failure' })
    // A name that matches no account is not kept (it may be a password typed in the wrong field).
    const unknown = await entriesOf(() => login('Secret-Typed-Here-1', 'x', {}, ip))
    expectOne(unknown, 'sign-in', null, { outcome: 'failure', actorName: null, detail: 'password, no such account' })
    expect(JSON.stringify(unknown)).not.toContain('Secret-Typed-Here-1')

    const throttledFrom = newAddress()
    for (let i = 0; i < 5; i++) await login('kim', `Wrong-Password-${i}`, {}, throttledFrom)
    const throttled = await entriesOf(async () =>
      expect((await login('kim', KIM_PASSWORD, {}, throttledFrom)).status).toBe(429),
    )
    expectOne(throttled, 'sign-in', String(kim.id), { outcome: 'refused', detail: 'password, throttled' })
  })

  it("Payload's own login (the panel) is recorded alike, and both logouts are", async () => {
    let token = ''
    const entries = await entriesOf(async () => {
      const response = await rest('POST', '/api/users/login', {
        body: { username: 'kim', password: KIM_PASSWORD },
        headers: from(),
      })
      token = response.body.token
    })
    expectOne(entries, 'sign-in', String(kim.id))
    expectOne(
      await entriesOf(() => rest('POST', '/api/users/logout', { headers: { Authorization: `JWT ${token}` } })),
      'sign-out',
      String(kim.id),
    )
    const contractToken = await tokenOf('kim', KIM_PASSWORD)
    expectOne(
      await entriesOf(() => rest('POST', '/api/auth/logout', { headers: bearer(contractToken) })),
      'sign-out',
      String(kim.id),
    )
    // Without a session there is nothing to record.
    expect(await entriesOf(() => rest('POST', '/api/auth/logout'))).toEqual([])
  })

  it('master login, right and wrong', async () => {
    vi.stubEnv('MASTER_PASSWORD', 'a-long-master-password-for-tests')
    const right = await entriesOf(() =>
      rest('POST', '/api/auth/master-login', {
        body: { masterPassword: 'a-long-master-password-for-tests' },
        headers: from(),
      }),
    )
    expectOne(right, 'master-login', String(owner.id), { targetId: String(owner.id) })
    const wrong = await entriesOf(() =>
      rest('POST', '/api/auth/master-login', { body: { masterPassword: 'not-the-master-password' }, headers: from() }),
    )
    expectOne(wrong, 'master-login', null, { outcome: 'failure' })
  })
})

describe('accounts, passwords and second factors', () => {
  it('the owner creates a member, changes their role, resets their password and removes them', async () => {
    let id: string | number = ''
    const created = await entriesOf(async () => {
      const response = await rest('POST', '/api/users', {
        headers: bearer(ownerToken),
        body: { username: 'lo', name: 'Lo', password: 'Lo-Password-1234' },
      })
      expect(response.status).toBe(201)
      id = response.body.doc.id
    })
    expectOne(created, 'staff.created', String(owner.id), { targetId: String(id), detail: 'lo' })
    expectOne(
      await entriesOf(() =>
        rest('PATCH', `/api/users/${id}`, { headers: bearer(ownerToken), body: { role: 'owner' } }),
      ),
      'staff.role-changed',
      String(owner.id),
      { detail: 'staff → owner' },
    )
    await rest('PATCH', `/api/users/${id}`, { headers: bearer(ownerToken), body: { role: 'staff' } })
    expectOne(
      await entriesOf(() =>
        rest('PATCH', `/api/users/${id}`, { headers: bearer(ownerToken), body: { password: 'Lo-Password-5678' } }),
      ),
      'password.reset',
      String(owner.id),
      { targetId: String(id) },
    )
    expectOne(
      await entriesOf(() => rest('DELETE', `/api/users/${id}`, { headers: bearer(ownerToken) })),
      'staff.removed',
      String(owner.id),
      { targetId: String(id), detail: 'lo' },
    )
  })

  it('a member changes their own password', async () => {
    await payload.create({ collection: 'users', data: { username: 'mi', password: 'Mi-Password-1234' } })
    const token = await tokenOf('mi', 'Mi-Password-1234')
    const mi = (await payload.find({ collection: 'users', where: { username: { equals: 'mi' } } })).docs[0]
    expectOne(
      await entriesOf(() =>
        rest('POST', '/api/auth/change-password', {
          headers: bearer(token),
          body: { currentPassword: 'Mi-Password-1234', newPassword: 'Mi-Password-5678' },
        }),
      ),
      'password.changed',
      String(mi.id),
    )
  })

  it('a second factor added, used to sign in, removed by its member, and removed by the owner', async () => {
    const token = await tokenOf('kim', KIM_PASSWORD)
    const setup = await rest('POST', '/api/auth/second-factor/setup', { headers: bearer(token) })
    const secret = setup.body.data.secret as string
    const code = (steps = 0) =>
      TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 })
    expectOne(
      await entriesOf(() =>
        rest('POST', '/api/auth/second-factor/enable', { headers: bearer(token), body: { code: code() } }),
      ),
      'second-factor.added',
      String(kim.id),
    )
    expectOne(await entriesOf(() => login('kim', KIM_PASSWORD, { code: code(1) })), 'sign-in', String(kim.id), {
      detail: 'password and code',
    })
    expectOne(
      await entriesOf(() =>
        rest('POST', '/api/auth/second-factor/disable', {
          headers: bearer(token),
          body: { password: KIM_PASSWORD, code: code(-1) },
        }),
      ),
      'second-factor.removed',
      String(kim.id),
      { targetId: String(kim.id) },
    )

    const again = await rest('POST', '/api/auth/second-factor/setup', { headers: bearer(token) })
    const second = again.body.data.secret as string
    await rest('POST', '/api/auth/second-factor/enable', {
      headers: bearer(token),
      body: { code: TOTP.generate({ secret: Secret.fromBase32(second) }) },
    })
    // Whose (the target) and by whom (the actor).
    expectOne(
      await entriesOf(() =>
        rest('POST', `/api/auth/second-factor/staff/${kim.id}/disable`, { headers: bearer(ownerToken) }),
      ),
      'second-factor.removed',
      String(owner.id),
      { targetId: String(kim.id) },
    )
  })
})

describe('subscribers, data requests, mailings, settings and content', () => {
  it('an export, an erased subscriber and both data requests', async () => {
    const ada = await payload.create({
      collection: 'subscribers',
      data: { email: 'ada@example.se', marketingConsent: true, isActive: true },
    })
    const exported = await entriesOf(() =>
      rest('GET', '/api/newsletter/subscribers/export?status=confirmed', { headers: bearer(kimToken) }),
    )
    expectOne(exported, 'subscribers.exported', String(kim.id), { targetCollection: 'subscribers' })
    expectOne(
      await entriesOf(() => rest('DELETE', `/api/newsletter/subscribers/${ada.id}`, { headers: bearer(kimToken) })),
      'subscriber.erased',
      String(kim.id),
      { targetId: String(ada.id) },
    )
    await payload.create({ collection: 'subscribers', data: { email: 'bo@example.se', marketingConsent: true } })
    const asked = await entriesOf(() =>
      rest('GET', '/api/privacy/export?email=bo@example.se', { headers: bearer(kimToken) }),
    )
    expectOne(asked, 'personal-data.exported', String(kim.id), { count: 1 })
    // The address asked about is not in the trail.
    expect(JSON.stringify(asked)).not.toContain('bo@example.se')
    const erased = await entriesOf(() =>
      rest('POST', '/api/privacy/erase', { headers: bearer(kimToken), body: { email: 'bo@example.se' } }),
    )
    expectOne(erased, 'personal-data.erased', String(kim.id), { count: 1 })
  })

  it('a mailing sent', async () => {
    const mailing = await rest('POST', '/api/notifications', {
      headers: bearer(kimToken),
      body: { subject_sv: 'Nyheter', subject_en: 'News', body_sv: 'Hej!', body_en: 'Hello!' },
    })
    const id = mailing.body.data.id
    expectOne(
      await entriesOf(async () =>
        expect(
          (await rest('POST', `/api/notifications/${id}/send`, { headers: bearer(kimToken), body: {} })).status,
        ).toBe(200),
      ),
      'mailing.sent',
      String(kim.id),
      { targetId: String(id) },
    )
  })

  it('settings changed in both languages at once are one entry; the panel’s change another', async () => {
    expectOne(
      await entriesOf(() =>
        rest('PUT', '/api/settings', {
          headers: bearer(kimToken),
          body: { settings: [{ key: 'site_title', value_sv: 'Salong Guld', value_en: 'Salon Gold' }] },
        }),
      ),
      'settings.changed',
      String(kim.id),
    )
    expectOne(
      await entriesOf(() =>
        rest('POST', '/api/globals/settings', { headers: bearer(kimToken), body: { site_title: 'Salong Silver' } }),
      ),
      'settings.changed',
      String(kim.id),
    )
  })

  it('content published, restored from a version and scheduled', async () => {
    let id: string | number = ''
    const published = await entriesOf(async () => {
      const created = await rest('POST', '/api/services', {
        headers: bearer(kimToken),
        body: { name: 'Ansiktsbehandling', description: 'Mask.', category: 'facial', price: 800, duration: 60 },
      })
      expect(created.status).toBe(201)
      id = created.body.data.id
    })
    expectOne(published, 'content.published', String(kim.id), { targetCollection: 'treatments', targetId: String(id) })
    await rest('PUT', `/api/services/${id}`, { headers: bearer(kimToken), body: { price: 900 } })
    const versions = await payload.findVersions({
      collection: 'treatments',
      where: { parent: { equals: id } },
      sort: '-updatedAt',
      depth: 0,
    })
    expectOne(
      await entriesOf(() =>
        rest('POST', `/api/treatments/versions/${versions.docs[1].id}`, { headers: bearer(kimToken) }),
      ),
      'content.restored',
      String(kim.id),
      { targetId: String(id) },
    )
    const user = await payload.findByID({ collection: 'users', id: kim.id, depth: 0 })
    const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
    const scheduled = await entriesOf(async () =>
      auditedServerFunctions['schedule-publish']({
        type: 'publish',
        date: new Date('2027-03-01T08:00:00.000Z'),
        doc: { relationTo: 'treatments', value: String(id) },
        req,
      } as never),
    )
    expectOne(scheduled, 'content.scheduled', String(kim.id), {
      targetId: String(id),
      detail: 'publish at 2027-03-01T08:00:00.000Z',
    })
  })
})

describe('backups', () => {
  const download = async (name: string, token: string) => {
    const response = await routes.GET(
      new Request(`http://localhost/api/backup/download/${name}`, { headers: bearer(token) }),
      { params: Promise.resolve({ slug: ['backup', 'download', name] }) },
    )
    await response.arrayBuffer()
    return response.status
  }

  it('made, downloaded, restored (after the entries it brings back, removing none) and deleted', async () => {
    let name = ''
    const made = await entriesOf(async () => {
      const response = await rest('POST', '/api/backup/create', { headers: bearer(kimToken), body: {} })
      expect(response.status).toBe(201)
      name = response.body.data.name
    })
    expectOne(made, 'backup.created', String(kim.id), { targetId: name })
    expectOne(
      await entriesOf(async () => expect(await download(name, kimToken)).toBe(200)),
      'backup.downloaded',
      String(kim.id),
    )

    const inBackup = await allEntries()
    // Entries lost since (say, a database put back from elsewhere), and one made after the backup.
    const lost = inBackup.slice(0, 3)
    await payload.db.deleteMany({ collection: 'audit-log', where: { id: { in: lost.map((entry) => entry.id) } } })
    const after = await entriesOf(() => login('kim', 'Wrong-Password-9'))

    const restored = await entriesOf(async () => {
      const response = await rest('POST', '/api/backup/restore', {
        headers: bearer(ownerToken),
        body: { backupName: name },
      })
      expect(response.status).toBe(200)
    })
    // The lost entries came back as they were; nothing made after the backup is gone; the restore is the newest.
    expect(restored.slice(0, -1).map(({ id: _id, ...rest }) => rest)).toEqual(lost.map(({ id: _id, ...rest }) => rest))
    const own = restored.at(-1)!
    expect(own).toMatchObject({ action: 'backup.restored', actor: String(owner.id), targetId: name })
    const trail = await allEntries()
    expect(trail.map((entry) => String(entry.id))).toContain(String(after[0].id))
    expect(trail.filter((entry) => entry.action === 'backup.restored')).toHaveLength(1)
    const newest = await rest('GET', '/api/audit?limit=1', { headers: bearer(ownerToken) })
    expect(newest.body.data.entries[0]).toMatchObject({ action: 'backup.restored', target_id: name })

    expectOne(
      await entriesOf(() => rest('DELETE', `/api/backup/${name}`, { headers: bearer(kimToken) })),
      'backup.deleted',
      String(kim.id),
    )
  })
})

describe('reading the trail', () => {
  it('the owner reads it newest first, filtered and as CSV; a member gets 403; without a token 401', async () => {
    const page = await rest('GET', '/api/audit?limit=5', { headers: bearer(ownerToken) })
    expect(page.status).toBe(200)
    const { entries, total, pages, limit } = page.body.data
    expect(limit).toBe(5)
    expect(entries).toHaveLength(5)
    expect(pages).toBe(Math.ceil(total / 5))
    const times = entries.map((entry: { at: string }) => entry.at)
    expect([...times].sort().reverse()).toEqual(times)

    const signIns = await rest('GET', `/api/audit?action=sign-in&actor=kim&limit=100`, { headers: bearer(ownerToken) })
    expect(signIns.body.data.entries.length).toBeGreaterThan(0)
    for (const entry of signIns.body.data.entries)
      expect(entry).toMatchObject({ action: 'sign-in', actor: String(kim.id) })
    const system = await rest('GET', '/api/audit?actor=system', { headers: bearer(ownerToken) })
    expect(system.body.data.entries.map((entry: { action: string }) => entry.action)).toContain('staff.created')
    const none = await rest('GET', '/api/audit?from=2000-01-01&to=2000-01-02', { headers: bearer(ownerToken) })
    expect(none.body.data).toMatchObject({ entries: [], total: 0 })
    const today = new Date().toISOString().slice(0, 10)
    const all = await rest('GET', `/api/audit?from=${today}&to=${today}`, { headers: bearer(ownerToken) })
    expect(all.body.data.total).toBe((await allEntries()).length)

    const bad = await rest('GET', '/api/audit?action=launch-missiles&from=yesterday', { headers: bearer(ownerToken) })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['action', 'from'])

    const csv = await rest('GET', '/api/audit/export?lang=en&action=sign-in', { headers: bearer(ownerToken) })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .split('\r\n')
    expect(lines[0]).toMatch(/^When \(UTC\);Who \(id\);Who;What;Outcome/)
    expect(lines.length - 1).toBe(
      (await rest('GET', '/api/audit?action=sign-in', { headers: bearer(ownerToken) })).body.data.total,
    )

    for (const path of ['/api/audit', '/api/audit/export', '/api/audit-log']) {
      const member = await rest('GET', path, { headers: bearer(kimToken) })
      expect(member.status, path).toBe(403)
    }
    expect((await rest('GET', '/api/audit')).status).toBe(401)
  })

  it('nobody changes or deletes an entry through any route, the owner included', async () => {
    const [entry] = await allEntries()
    const attempts: [Method, string, unknown?][] = [
      ['POST', '/api/audit-log', { action: 'sign-in', outcome: 'success', at: new Date().toISOString() }],
      ['PATCH', `/api/audit-log/${entry.id}`, { actorName: 'someone else' }],
      ['PATCH', `/api/audit-log?where[id][equals]=${entry.id}`, { actorName: 'someone else' }],
      ['DELETE', `/api/audit-log/${entry.id}`],
      ['DELETE', `/api/audit-log?where[id][equals]=${entry.id}`],
      ['POST', '/api/audit', {}],
      ['PUT', '/api/audit', {}],
      ['PATCH', '/api/audit', {}],
      ['DELETE', '/api/audit'],
    ]
    for (const [method, path, body] of attempts) {
      for (const token of [ownerToken, kimToken]) {
        const response = await rest(method, path, { headers: bearer(token), ...(body ? { body } : {}) })
        expect([403, 404, 405], `${method} ${path}`).toContain(response.status)
        if (path.startsWith('/api/audit-log')) expect(response.status, `${method} ${path}`).toBe(403)
      }
    }
    expect(await payload.findByID({ collection: 'audit-log', id: entry.id })).toEqual(
      expect.objectContaining({ actorName: entry.actorName }),
    )
    // Not even the server's own code changes one.
    await expect(
      payload.update({ collection: 'audit-log', id: entry.id, data: { actorName: 'someone else' } }),
    ).rejects.toThrow()
  })
})

describe('retention', () => {
  it('removes entries older than AUDIT_RETENTION_DAYS (400) and records the pass as the system', async () => {
    const old = new Date(Date.now() - 401 * 24 * 60 * 60 * 1000).toISOString()
    const recent = new Date(Date.now() - 399 * 24 * 60 * 60 * 1000).toISOString()
    const write = (at: string) =>
      payload.create({ collection: 'audit-log', data: { at, action: 'sign-out', outcome: 'success', actor: 'x' } })
    const gone = await write(old)
    const kept = await write(recent)
    const entries = await entriesOf(() => runRetention(payload, new Date()))
    expectOne(entries, 'retention.ran', 'system', { count: 1, targetCollection: 'audit-log' })
    const ids = (await allEntries()).map((entry) => String(entry.id))
    expect(ids).not.toContain(String(gone.id))
    expect(ids).toContain(String(kept.id))
  })
})
