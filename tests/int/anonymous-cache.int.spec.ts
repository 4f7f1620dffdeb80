import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

/*
 * Anonymous public reads come from Next's cache, staff reads from the database. Outside Next there is no
 * cache, so Next's `unstable_cache` is stood in for by one that keeps every answer and ignores tags: a read that
 * reaches the database sees a later change, a cached one does not.
 */
vi.mock('next/cache', async (importOriginal) => {
  const original = await importOriginal<typeof import('next/cache')>()
  const kept = new Map<string, unknown>()
  return {
    ...original,
    unstable_cache:
      <T>(read: () => Promise<T>, key: string[]) =>
      async (): Promise<T> => {
        const name = key.join('|')
        if (!kept.has(name)) kept.set(name, await read())
        return kept.get(name) as T
      },
  }
})

let payload: Payload
let token: string
let treatmentId: string | number

const names = async (headers: Record<string, string>) => {
  const response = await rest('GET', '/api/services', { headers })
  expect(response.status).toBe(200)
  return (response.body.data as { name: string }[]).map((service) => service.name)
}

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
  const treatment = await payload.create({
    collection: 'treatments',
    locale: 'sv',
    data: { name: 'Ansiktsbehandling', category: 'facial', price: 500, durationMinutes: 60, isActive: true },
  })
  treatmentId = treatment.id
})

describe('a token that names nobody', () => {
  it('is answered from the anonymous cache, as no token is; a valid one reads the database', async () => {
    expect(await names({})).toEqual(['Ansiktsbehandling'])
    // Renamed; the stand-in cache keeps its answers whatever expires (no tag reaches it).
    await payload.update({ collection: 'treatments', id: treatmentId, locale: 'sv', data: { name: 'Ny behandling' } })
    const garbage: Record<string, string>[] = [
      { Authorization: 'Bearer garbage' },
      { 'x-access-token': 'garbage' },
      { token: 'garbage' },
      { 'x-access-token': 'a.b.c', token: 'x' },
    ]
    for (const headers of garbage) expect(await names(headers), JSON.stringify(headers)).toEqual(['Ansiktsbehandling'])
    for (const headers of Object.values(tokenHeaders(token)) as Record<string, string>[])
      expect(await names(headers)).toEqual(['Ny behandling'])
  })
})
