import { ContactSection } from './ContactSection'
import { Footer } from './Footer'
import { GallerySection } from './GallerySection'
import { Hero } from './Hero'
import { PricesSection } from './PricesSection'
import type { SectionProps } from './sectionProps'
import { ServicesSection } from './ServicesSection'

/**
 * The page's five sections and its footer. Server components on a normal visit (only their buttons, forms,
 * films and filters hydrate); rendered in the browser by ClientSections when the data there differs.
 */
export function PublicSections(props: SectionProps) {
  return (
    <>
      <main id="main">
        <Hero {...props} />
        <ServicesSection {...props} />
        <GallerySection {...props} />
        <PricesSection {...props} />
        <ContactSection {...props} />
      </main>
      <Footer {...props} />
    </>
  )
}
