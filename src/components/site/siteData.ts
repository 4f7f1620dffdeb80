import type { DiscountItem } from '../../queries/promotions'
import type { GalleryItem } from '../../queries/gallery'
import type { SiteSettings } from '../../queries/siteSettings'
import type { ServiceItem } from '../../queries/treatments'

/** Everything the page shows, as the /api contract answers it (the server renders the first copy). */
export type SiteData = {
  settings: SiteSettings
  services: ServiceItem[]
  gallery: GalleryItem[]
  discounts: DiscountItem[]
  /** The hero and services films (server-rendered; the contract's gallery lists the gallery only). */
  films: GalleryItem[]
}
