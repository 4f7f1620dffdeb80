import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { contractEndpoints } from '../../endpoints'
import { contractDocument } from '../../endpoints/openapi/contractDocument'
import { openApiPath } from '../../endpoints/openapi/document'
import { testPayload } from '../support/payload'
import { type Method, rest } from '../support/rest'
import { staffToken } from '../support/staff'

/*
 * A route's documented request schemas are the ones that parse its input, by construction (endpoints/http/route.ts):
 * each route that declares a query or a body is sent a request, and the very schema objects its declaration holds,
 * which the OpenAPI document is written from, must be the ones that parsed it (spied on). A body that fits no
 * schema (a JSON array) is refused with 400. Records exist for the routes that look theirs up before the input.
 */

type Operation = { parameters?: { name: string; in: string }[]; requestBody?: unknown }

let payload: Payload
let staff: Record<string, string>
/** An existing record per root, for the routes that find theirs before reading the input. */
const ids: Record<string, string> = {}

const withInput = contractEndpoints.filter(({ custom: { doc } }) => doc.query || doc.body)

beforeAll(async () => {
  payload = await testPayload()
  staff = { Authorization: `Bearer ${await staffToken(payload)}` }
  const treatment = await payload.create({
    collection: 'treatments',
    locale: 'sv',
    data: { name: 'Deklarerad', category: 'nails', price: 300, durationMinutes: 30 } as never,
  })
  const promotion = await payload.create({
    collection: 'promotions',
    locale: 'sv',
    data: {
      treatment: treatment.id,
      title: 'Deklarerad',
      discountPercent: 10,
      startDate: '2026-01-01T00:00:00.000Z',
      endDate: '2026-12-31T00:00:00.000Z',
    } as never,
  })
  const mailing = await payload.create({
    collection: 'mailings',
    locale: 'sv',
    data: { subject: 'Deklarerad', body: 'Hej!' },
  })
  const image = fs.readFileSync(path.resolve('src/seed/media', 'gallery-nails.jpg'))
  const media = await payload.create({
    collection: 'media',
    locale: 'sv',
    data: { title: 'Deklarerad', category: 'nails', placement: 'gallery' } as never,
    file: { data: image, mimetype: 'image/jpeg', name: 'deklarerad.jpg', size: image.length },
  })
  // A passkey of the staff member the token is for (the only ones whose passkeys the route finds).
  const [admin] = (await payload.find({ collection: 'users', where: { username: { equals: 'admin' } } })).docs
  const passkey = await payload.create({
    collection: 'passkeys',
    data: { user: String(admin.id), name: 'Deklarerad', credentialId: 'ZGVrbGFyZXJhZA', publicKey: 'AA', counter: 0 },
  })
  Object.assign(ids, {
    auth: String(passkey.id),
    services: String(treatment.id),
    discounts: String(promotion.id),
    notifications: String(mailing.id),
    gallery: String(media.id),
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  delete process.env.MASTER_PASSWORD
})

describe('the declared routes', () => {
  it('are what Payload mounts (beside its own /access and /og), each route with its declaration', () => {
    const mounted = payload.config.endpoints.filter((endpoint) => endpoint.custom?.doc)
    expect(mounted).toEqual(contractEndpoints)
    expect(withInput.length).toBeGreaterThan(20)
  })

  it.each(withInput.map((endpoint) => [`${endpoint.method.toUpperCase()} ${endpoint.path}`, endpoint] as const))(
    '%s parses its input with the schemas the document is written from',
    async (_, { custom: { doc } }) => {
      const queryParse = doc.query && vi.spyOn(doc.query, 'safeParse')
      const bodyParse = doc.body && vi.spyOn(doc.body, 'safeParse')
      // The master login is parsed only where it is enabled.
      process.env.MASTER_PASSWORD = 'Declared-Master-Secret'
      const address = doc.path.replace(/:(\w+)/, (_, name: string) => ids[doc.path.split('/')[1]] ?? name)
      const response = await rest(doc.method.toUpperCase() as Method, `/api${address}`, {
        headers: { ...(doc.staff ? staff : {}), 'x-forwarded-for': '10.88.0.1' },
        body: doc.body ? [] : undefined,
      })
      if (queryParse) expect(queryParse).toHaveBeenCalled()
      if (bodyParse) {
        expect(bodyParse).toHaveBeenCalledWith([])
        expect(response.status).toBe(400)
      }

      const operation = (contractDocument() as { paths: Record<string, Record<string, Operation>> }).paths[
        openApiPath(doc.path)
      ][doc.method]
      expect(Boolean(operation.requestBody)).toBe(Boolean(doc.body))
      const documented = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query')
      expect(documented.map((parameter) => parameter.name)).toEqual(Object.keys(doc.query?.shape ?? {}))
    },
  )
})
