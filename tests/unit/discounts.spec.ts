import { describe, expect, it } from 'vitest'

import { emptyPromotion } from '../../src/components/admin/promotions/promotionFormValues'
import { discountedPrice, discountState, isDiscountVisible, startOfDay, startOfNextDay } from '../../src/lib/discounts'
import { runningPromotionsWhere } from '../../src/queries/dashboardCounts'

const now = new Date('2026-11-21T15:30:00.000Z')
const discount = (startDate: string, endDate: string, isActive = true) => ({ startDate, endDate, isActive })

describe('discountState', () => {
  it.each([
    ['running: started and not ended', discount('2026-11-01', '2026-11-30'), 'running'],
    ['running on its first day', discount('2026-11-21T00:00:00.000Z', '2026-11-30'), 'running'],
    ['running on its last day', discount('2026-11-01', '2026-11-21T00:00:00.000Z'), 'running'],
    ['upcoming: starts tomorrow', discount('2026-11-22', '2026-12-01'), 'upcoming'],
    ['ended yesterday', discount('2026-11-01', '2026-11-20T23:00:00.000Z'), 'ended'],
    ['inactive wins over dates', discount('2026-11-01', '2026-11-30', false), 'inactive'],
  ])('%s', (_, value, state) => {
    expect(discountState(value, now)).toBe(state)
  })
})

describe('isDiscountVisible', () => {
  it('shows running and upcoming discounts only', () => {
    expect(isDiscountVisible(discount('2026-11-01', '2026-11-30'), now)).toBe(true)
    expect(isDiscountVisible(discount('2026-12-01', '2026-12-30'), now)).toBe(true)
    expect(isDiscountVisible(discount('2026-10-01', '2026-10-30'), now)).toBe(false)
    expect(isDiscountVisible(discount('2026-11-01', '2026-11-30', false), now)).toBe(false)
  })
})

describe('startOfDay and startOfNextDay', () => {
  it('are midnight of the same calendar day and of the next', () => {
    expect(startOfDay(now)).toBe('2026-11-21T00:00:00.000Z')
    expect(startOfNextDay(now)).toBe('2026-11-22T00:00:00.000Z')
  })

  it('step a calendar day on the 25-hour day when summer time ends; the staff’s running count follows', () => {
    const halfPastMidnight = new Date('2027-10-30T22:30:00.000Z') // 31 October, 00:30 CEST; the day ends at 23:00 UTC
    expect(startOfNextDay(halfPastMidnight)).toBe('2027-11-01T00:00:00.000Z')
    expect(runningPromotionsWhere(halfPastMidnight)).toEqual({
      and: [
        { isActive: { equals: true } },
        { startDate: { less_than: '2027-11-01T00:00:00.000Z' } },
        { endDate: { greater_than_equal: '2027-10-31T00:00:00.000Z' } },
      ],
    })
  })
})

describe('discountedPrice', () => {
  it.each([
    [20, 1000, 500, 800],
    [15, 1695, null, 1441],
    [33, null, 995, 667],
    [10, 0, 500, 0],
    [100, 750, null, 0],
  ])('%s %% off %s (treatment price %s) is %s', (percent, original, price, expected) => {
    expect(discountedPrice(percent, original, price)).toBe(expected)
  })

  it('uses the treatment price when there is no original price', () => {
    expect(discountedPrice(25, undefined, 400)).toBe(300)
  })

  it('has no price when neither is known', () => {
    expect(discountedPrice(25, null, null)).toBeNull()
  })
})

describe('a new promotion in the admin', () => {
  it('starts and ends on the salon’s today, also in the hour when UTC’s date is still yesterday', () => {
    const halfPastMidnightInStockholm = new Date('2026-11-23T23:30:00.000Z')
    const values = emptyPromotion(halfPastMidnightInStockholm)
    expect(values).toMatchObject({ start_date: '2026-11-24', end_date: '2026-11-24' })
    expect(emptyPromotion(new Date('2026-07-01T22:30:00.000Z'))).toMatchObject({ start_date: '2026-07-02' })
  })
})
