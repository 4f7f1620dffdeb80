import { Activity } from 'react'

import { ContactSection } from './ContactSection'
import { Footer } from './Footer'
import { GallerySection } from './GallerySection'
import { Hero } from './Hero'
import { PricesSection } from './PricesSection'
import type { SectionProps } from './sectionProps'
import { ServicesSection } from './ServicesSection'

const BELOW_THE_HERO = [ServicesSection, GallerySection, PricesSection, ContactSection]

/**
 * The page's five sections and its footer. Server components on a normal visit (only their buttons, forms,
 * films and filters hydrate); rendered in the browser by ClientSections when the data there differs.
 *
 * Each section below the hero sits in an `<Activity>`: React hydrates the hero with the page and each of the
 * others afterwards, in short tasks of its own at idle priority (at once for one a visitor clicks into), so the
 * page is not blocked for the whole tree at once. Activity, unlike Suspense, has no fallback: the server's HTML
 * holds every section, complete and in place, with or without JavaScript.
 */
export function PublicSections(props: SectionProps) {
  return (
    <>
      <main id="main">
        <Hero {...props} />
        {BELOW_THE_HERO.map((Section, index) => (
          <Activity key={index}>
            <Section {...props} />
          </Activity>
        ))}
      </main>
      <Activity>
        <Footer {...props} />
      </Activity>
    </>
  )
}
