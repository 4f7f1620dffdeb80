import { fingerprintOf } from './contentFingerprint'
import type { DiscountItem } from './contract/discounts'
import type { GalleryItem } from './contract/gallery'
import type { ServiceItem } from './contract/services'
import type { SiteSettings } from './contract/settings'

/** Everything the page shows, as the /api contract answers it (the server renders the first copy). */
export type SiteData = {
  settings: SiteSettings
  services: ServiceItem[]
  gallery: GalleryItem[]
  discounts: DiscountItem[]
  /** The hero and services films (server-rendered; the contract's gallery lists the gallery only). */
  films: GalleryItem[]
}

/** The lists the browser receives only by fingerprint from the server, and loads itself (SiteDataProvider). */
export type LoadedLists = Pick<SiteData, 'services' | 'discounts'>
export const LOADED_LISTS = ['services', 'discounts'] as const satisfies readonly (keyof LoadedLists)[]

/**
 * What the server hands the browser with the page. The interactive parts need the settings, gallery and films;
 * services and discounts are already rendered by the server and shown in the browser only by the panel's live
 * preview, so they come as fingerprints: the page's HTML stays smaller, and a reload still sees a change.
 */
export type InitialSiteData = Omit<SiteData, keyof LoadedLists> & { fingerprints: Record<keyof LoadedLists, string> }

export const initialSiteData = ({ services, discounts, ...shared }: SiteData): InitialSiteData => ({
  ...shared,
  fingerprints: { services: fingerprintOf(services), discounts: fingerprintOf(discounts) },
})
