/**
 * Next cache tags, one per collection or global the public reads depend on. A change to a collection expires its
 * tag (src/platform/contentExpiry.ts); each cached read names every tag whose content it shows.
 */
export const CACHE_TAGS = {
  treatments: 'content:treatments',
  promotions: 'content:promotions',
  media: 'content:media',
  settings: 'content:settings',
} as const

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]

export const ALL_CACHE_TAGS: CacheTag[] = Object.values(CACHE_TAGS)
