import { getCachedSiteSettings } from '../../queries/cachedSiteContent'

// Content comes from the database at request time (cached by tag), never at build time.
export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const settings = await getCachedSiteSettings('sv')
  return (
    <main id="home" className="hero">
      <p className="eyebrow">{settings.site_subtitle}</p>
      <h1>{settings.site_title}</h1>
      <p className="lead">{settings.site_description}</p>
      <address>
        {settings.address}
        <br />
        <a href={`tel:${settings.contact_phone.replace(/\s/g, '')}`}>{settings.contact_phone}</a> ·{' '}
        <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a>
      </address>
    </main>
  )
}
