/** The admin's areas, in the navigation's order (SPEC §2; part 2 of the admin adds its areas here). */
export const AREAS = [
  'dashboard',
  'services',
  'prices',
  'promotions',
  'gallery',
  'messages',
  'subscribers',
  'mailings',
  'analytics',
  'settings',
  'backups',
  'privacy',
  // The owner's only (AdminFrame leaves it out for everyone else).
  'audit',
] as const

/** Areas only the owner sees; the server refuses everyone else (403) whatever the client shows. */
export const OWNER_AREAS: readonly Area[] = ['audit']
export type Area = (typeof AREAS)[number]

const AREA_STORAGE_KEY = 'salong.admin.area'

const isArea = (value: unknown): value is Area =>
  typeof value === 'string' && (AREAS as readonly string[]).includes(value)

/** The area is remembered for the tab, so a language switch (a new page) or a reload comes back to it. */
export const rememberedArea = (): Area => {
  try {
    const stored = window.sessionStorage.getItem(AREA_STORAGE_KEY)
    return isArea(stored) ? stored : 'dashboard'
  } catch {
    return 'dashboard'
  }
}

export const rememberArea = (area: Area): void => {
  try {
    window.sessionStorage.setItem(AREA_STORAGE_KEY, area)
  } catch {
    // Not remembered: the next page opens on the dashboard.
  }
}
