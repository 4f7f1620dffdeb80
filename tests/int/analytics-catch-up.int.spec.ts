import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { catchUpClosedDays } from '../../src/jobs/catchUpClosedDays'
import { testPayload } from '../support/payload'

/*
 * A database whose closed days were never counted (a restored backup, an upgrade from before the roll-up): the
 * server counts them as it starts, once per cluster, without waiting for the nightly pass.
 */
let payload: Payload

const DAY_MS = 86_400_000
const dayOf = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10)
const LEASE = 'analytics-days-catch-up'
const counted = async () =>
  (await payload.find({ collection: 'analytics-days', sort: 'day', pagination: false })).docs.map((doc) => [
    doc.day,
    doc.visits,
  ])

beforeAll(async () => {
  payload = await testPayload()
  for (const [offset, visits] of [
    [-5, 3],
    [-2, 1],
    [0, 2],
  ])
    for (let v = 0; v < visits; v++)
      await payload.create({ collection: 'visits', data: { visitorId: `v${v}`, day: dayOf(offset) } })
})

it('counts the closed days at start, unless another server of the cluster is already doing it', async () => {
  // Another server took the lease a moment ago.
  const now = Date.now()
  const lease = await payload.create({
    collection: 'rate-limits',
    data: {
      key: LEASE,
      count: 1,
      lastAt: new Date(now).toISOString(),
      expiresAt: new Date(now + 60_000).toISOString(),
    },
  })
  await catchUpClosedDays(payload, { atStart: true })
  expect(await counted()).toEqual([])

  // Its lease ran out (it stopped): this server counts them, today excepted.
  await payload.update({ collection: 'rate-limits', id: lease.id, data: { expiresAt: new Date(now).toISOString() } })
  await catchUpClosedDays(payload, { atStart: true })
  expect(await counted()).toEqual([
    [dayOf(-5), 3],
    [dayOf(-2), 1],
  ])

  // After a restore it runs whoever holds the lease, and a day already counted stays as it is.
  await payload.create({ collection: 'visits', data: { visitorId: 'late', day: dayOf(-1) } })
  await catchUpClosedDays(payload, { atStart: false })
  expect(await counted()).toEqual([
    [dayOf(-5), 3],
    [dayOf(-2), 1],
    [dayOf(-1), 1],
  ])
})
