import { afterEach, describe, expect, it, vi } from 'vitest'

const load = async (env: Record<string, string | undefined>) => {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value as string)
  return import('../../src/lib/retention')
}

afterEach(() => vi.unstubAllEnvs())

describe('retention times', () => {
  it('default to 12 months, 90 days and 7 days', async () => {
    const times = await load({
      CONTACT_RETENTION_MONTHS: undefined,
      ANALYTICS_RETENTION_DAYS: undefined,
      PENDING_SIGNUP_DAYS: undefined,
    })
    expect([times.contactRetentionMonths, times.analyticsRetentionDays, times.pendingSignupDays]).toEqual([12, 90, 7])
  })

  it('take positive whole numbers from the environment', async () => {
    const times = await load({
      CONTACT_RETENTION_MONTHS: '6',
      ANALYTICS_RETENTION_DAYS: ' 30 ',
      PENDING_SIGNUP_DAYS: '14',
    })
    expect([times.contactRetentionMonths, times.analyticsRetentionDays, times.pendingSignupDays]).toEqual([6, 30, 14])
  })

  it.each(['0', '-3', '2.5', 'abc', '', '1e3'])('fall back to the default for %j', async (value) => {
    const times = await load({
      CONTACT_RETENTION_MONTHS: value,
      ANALYTICS_RETENTION_DAYS: value,
      PENDING_SIGNUP_DAYS: value,
    })
    expect([times.contactRetentionMonths, times.analyticsRetentionDays, times.pendingSignupDays]).toEqual([12, 90, 7])
  })
})
