/** The business constants of SPEC §9, in one place. */
export const NAV_OPAQUE_AFTER_PX = 50
export const SECTION_OFFSET_PX = 100
export const MOBILE_BREAKPOINT_PX = 768
export const INSTALL_DISMISS_MS = 86_400_000
export const SETTINGS_REFRESH_MS = 600_000
export const SETTINGS_FOCUS_REFRESH_MS = 120_000
export const CHUNK_LOAD_TIMEOUT_MS = 120_000
export const COPYRIGHT_YEAR = 2024
export const CURRENCY = 'SEK'
/** The salon's calendar and clock: days begin at midnight in Stockholm, whatever the server's or the browser's zone. */
export const SALON_TIME_ZONE = 'Europe/Stockholm'
export const SECTION_IDS = ['home', 'services', 'gallery', 'prices', 'contact'] as const
export type SectionId = (typeof SECTION_IDS)[number]
/** The cache the mobile page fills for offline use (SPEC §4). */
export const MOBILE_CACHE_NAME = 'salong-mobile-v1'
export const DEFAULT_IMAGE = '/images/default-treatment.jpg'
