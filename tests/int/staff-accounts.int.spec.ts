import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as routes from '../../src/app/(payload)/api/[...slug]/route'
import { ensureOwner } from '../../src/seed/ensureOwner'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

let payload: Payload
let ownerToken: string
let address = 0
const from = () => ({ 'x-forwarded-for': `198.18.0.${++address}` })

const loginToken = async (username: string, password: string): Promise<string | undefined> =>
  (await rest('POST', '/api/auth/login', { body: { username, password }, headers: from() })).body.data?.token
const as = (token: string) => ({ ...tokenHeaders(token).bearer, ...from() })
const newStaff = async (username: string, password = `${username}-Password-1`) => {
  const created = await rest('POST', '/api/users', {
    headers: as(ownerToken),
    body: { username, name: username, password },
  })
  expect(created.status).toBe(201)
  return {
    id: created.body.doc.id as string | number,
    token: (await loginToken(username, password)) as string,
    password,
  }
}

/** A save as the admin panel sends it: multipart, the fields as JSON in `_payload`. */
const panelSave = (id: string | number, token: string, data: object) => {
  const form = new FormData()
  form.set('_payload', JSON.stringify(data))
  const request = new Request(`http://localhost/api/users/${id}`, { method: 'PATCH', headers: as(token), body: form })
  return routes.PATCH(request, { params: Promise.resolve({ slug: ['users', String(id)] }) })
}

beforeAll(async () => {
  payload = await testPayload()
  ownerToken = await staffToken(payload)
})

describe('the owner role', () => {
  it('is the first user admin; new staff are not owners', async () => {
    const admin = (await payload.find({ collection: 'users', where: { username: { equals: 'admin' } } })).docs[0]
    expect(admin.role).toBe('owner')
    const staff = await newStaff('sara')
    expect((await payload.findByID({ collection: 'users', id: staff.id })).role).toBe('staff')
  })

  it("lets only the owner create, remove or reset other staff, also through Payload's REST", async () => {
    const sara = await newStaff('sara2')
    const olle = await newStaff('olle')
    const create = await rest('POST', '/api/users', {
      headers: as(sara.token),
      body: { username: 'mallory', password: 'Mallory-Password-1' },
    })
    expect(create.status).toBe(403)
    const reset = await rest('PATCH', `/api/users/${olle.id}`, {
      headers: as(sara.token),
      body: { password: 'Taken-Over-Password-1' },
    })
    expect(reset.status).toBeGreaterThanOrEqual(400)
    expect(await loginToken('olle', olle.password)).toBeTruthy()
    const remove = await rest('DELETE', `/api/users/${olle.id}`, { headers: as(sara.token) })
    expect(remove.status).toBeGreaterThanOrEqual(400)
    expect((await payload.count({ collection: 'users', where: { username: { equals: 'olle' } } })).totalDocs).toBe(1)
    // The owner may do all three, and needs no current password for someone else's.
    const ownerReset = await rest('PATCH', `/api/users/${olle.id}`, {
      headers: as(ownerToken),
      body: { password: 'Olle-New-Password-2' },
    })
    expect(ownerReset.status).toBe(200)
    expect(await loginToken('olle', 'Olle-New-Password-2')).toBeTruthy()
    expect((await rest('DELETE', `/api/users/${olle.id}`, { headers: as(ownerToken) })).status).toBe(200)
  })

  it('cannot be taken by a staff member, nor removed from oneself', async () => {
    const sara = await newStaff('sara3')
    await rest('PATCH', `/api/users/${sara.id}`, { headers: as(sara.token), body: { role: 'owner' } })
    expect((await payload.findByID({ collection: 'users', id: sara.id })).role).toBe('staff')
    const admin = (await payload.find({ collection: 'users', where: { username: { equals: 'admin' } } })).docs[0]
    expect((await rest('DELETE', `/api/users/${admin.id}`, { headers: as(ownerToken) })).status).toBeGreaterThanOrEqual(
      400,
    )
  })

  it('goes to the oldest account of a database from before roles', async () => {
    const admin = (await payload.find({ collection: 'users', where: { username: { equals: 'admin' } } })).docs[0]
    await payload.update({ collection: 'users', id: admin.id, data: { role: 'staff' } })
    await ensureOwner(payload)
    expect((await payload.findByID({ collection: 'users', id: admin.id })).role).toBe('owner')
  })
})

describe('changing one’s own password', () => {
  it("needs the current password through Payload's REST too", async () => {
    const kai = await newStaff('kai')
    const without = await rest('PATCH', `/api/users/${kai.id}`, {
      headers: as(kai.token),
      body: { password: 'Kai-Other-Password-2' },
    })
    expect(without.status).toBe(400)
    expect(JSON.stringify(without.body)).toContain('Enter your current password to change it.')
    const wrong = await rest('PATCH', `/api/users/${kai.id}`, {
      headers: as(kai.token),
      body: { password: 'Kai-Other-Password-2', currentPassword: 'not-it-at-all-1' },
    })
    expect(wrong.status).toBe(400)
    expect(await loginToken('kai', kai.password)).toBeTruthy()
    const right = await rest('PATCH', `/api/users/${kai.id}`, {
      headers: as(kai.token),
      body: { password: 'Kai-Other-Password-2', currentPassword: kai.password },
    })
    expect(right.status).toBe(200)
    expect(await loginToken('kai', 'Kai-Other-Password-2')).toBeTruthy()
  })

  it("needs it in the admin panel's multipart saves too, which still save everything else", async () => {
    const ivy = await newStaff('ivy')
    expect((await panelSave(ivy.id, ivy.token, { name: 'Ivy B' })).status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: ivy.id })).name).toBe('Ivy B')
    const without = await panelSave(ivy.id, ivy.token, { password: 'Ivy-Other-Password-2' })
    expect(without.status).toBe(400)
    expect(await without.text()).toContain('Enter your current password to change it.')
    const wrong = await panelSave(ivy.id, ivy.token, {
      password: 'Ivy-Other-Password-2',
      currentPassword: 'not-it-at-all-1',
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('The current password is not correct.')
    expect(await loginToken('ivy', ivy.password)).toBeTruthy()
    // The panel's "current password" field (a virtual field, never stored) makes the change work there.
    const right = await panelSave(ivy.id, ivy.token, {
      name: 'Ivy C',
      password: 'Ivy-Other-Password-2',
      currentPassword: ivy.password,
    })
    expect(right.status).toBe(200)
    expect(await loginToken('ivy', 'Ivy-Other-Password-2')).toBeTruthy()
    const stored = await payload.findByID({ collection: 'users', id: ivy.id })
    expect(stored.name).toBe('Ivy C')
    expect(JSON.stringify(stored)).not.toContain(ivy.password)
  })

  it("lets the owner reset someone else's password in the panel without it", async () => {
    const uno = await newStaff('uno')
    expect((await panelSave(uno.id, ownerToken, { password: 'Uno-Reset-Password-2' })).status).toBe(200)
    expect(await loginToken('uno', 'Uno-Reset-Password-2')).toBeTruthy()
  })

  it('may change the name without it', async () => {
    const lo = await newStaff('lo')
    expect((await rest('PATCH', `/api/users/${lo.id}`, { headers: as(lo.token), body: { name: 'Lo B' } })).status).toBe(
      200,
    )
  })
})

describe('changing one’s own e-mail address or username', () => {
  const CREDENTIALS_NEED_PASSWORD = 'Enter your current password to change your e-mail address or username.'

  it("needs the current password through Payload's REST, for the e-mail address and for the username", async () => {
    const eli = await newStaff('eli')
    const patch = (body: object) => rest('PATCH', `/api/users/${eli.id}`, { headers: as(eli.token), body })
    for (const change of [{ email: 'taken-over@example.se' }, { username: 'eli-taken' }]) {
      const without = await patch(change)
      expect(without.status).toBe(400)
      expect(JSON.stringify(without.body)).toContain(CREDENTIALS_NEED_PASSWORD)
      const wrong = await patch({ ...change, currentPassword: 'not-it-at-all-1' })
      expect(wrong.status).toBe(400)
      expect(JSON.stringify(wrong.body)).toContain('The current password is not correct.')
    }
    const stored = await payload.findByID({ collection: 'users', id: eli.id })
    expect(stored.email ?? null).toBeNull()
    expect(stored.username).toBe('eli')
    const right = await patch({ email: 'eli@example.se', username: 'eli-b', currentPassword: eli.password })
    expect(right.status).toBe(200)
    expect(await payload.findByID({ collection: 'users', id: eli.id })).toMatchObject({
      email: 'eli@example.se',
      username: 'eli-b',
    })
  })

  it("needs it in the admin panel's saves, which send both unchanged with every save", async () => {
    const ada = await newStaff('ada')
    await payload.update({ collection: 'users', id: ada.id, data: { email: 'ada@example.se' } })
    const unchanged = await panelSave(ada.id, ada.token, { name: 'Ada B', email: 'ada@example.se', username: 'ada' })
    expect(unchanged.status).toBe(200)
    const changed = await panelSave(ada.id, ada.token, { name: 'Ada C', email: 'new@example.se', username: 'ada' })
    expect(changed.status).toBe(400)
    expect(await changed.text()).toContain(CREDENTIALS_NEED_PASSWORD)
    const right = await panelSave(ada.id, ada.token, {
      email: 'new@example.se',
      username: 'ada',
      currentPassword: ada.password,
    })
    expect(right.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: ada.id })).email).toBe('new@example.se')
  })

  it('is refused on every route without the check, and the owner changes others’ without it', async () => {
    const bo = await newStaff('bo')
    const user = await payload.findByID({ collection: 'users', id: bo.id })
    await expect(
      payload.update({
        collection: 'users',
        id: bo.id,
        data: { email: 'bo@example.se' },
        user: { ...user, collection: 'users' },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const byOwner = await rest('PATCH', `/api/users/${bo.id}`, {
      headers: as(ownerToken),
      body: { email: 'bo@example.se', username: 'bo-b' },
    })
    expect(byOwner.status).toBe(200)
  })

  it('keeps usernames and addresses within what a login takes', async () => {
    const long = await rest('POST', '/api/users', {
      headers: as(ownerToken),
      body: { username: 'u'.repeat(201), password: 'Long-Password-123' },
    })
    expect(long.status).toBe(400)
    expect(JSON.stringify(long.body)).toContain('This can be at most 200 characters.')
  })
})

describe('the password rule', () => {
  it('holds for every route that sets a password', async () => {
    const weak = 'short1'
    const viaRest = await rest('POST', '/api/users', {
      headers: as(ownerToken),
      body: { username: 'weak-rest', password: weak },
    })
    expect(viaRest.status).toBe(400)
    expect(JSON.stringify(viaRest.body)).toContain('at least 10 characters and contain both letters and digits')
    await expect(
      payload.create({ collection: 'users', data: { username: 'weak-local', password: weak } }),
    ).rejects.toThrow()
    const sol = await newStaff('sol')
    const ownerReset = await rest('PATCH', `/api/users/${sol.id}`, {
      headers: as(ownerToken),
      body: { password: 'lettersonly' },
    })
    expect(ownerReset.status).toBe(400)
    const reset = await rest('POST', '/api/users/reset-password', { body: { token: 'whatever', password: weak } })
    expect(reset.status).toBe(400)
    expect(JSON.stringify(reset.body)).toContain('at least 10 characters')
  })
})
