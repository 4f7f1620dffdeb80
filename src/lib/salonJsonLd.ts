import { parseOpeningHours, SCHEMA_DAYS } from './openingHours'
import type { SettingKey } from './settingKeys'
import { socialUrl } from './socialLinks'

/** schema.org `BeautySalon` for search engines: name, contact, address and opening hours from the settings. */
export const salonJsonLd = (settings: Record<SettingKey, string>, pageUrl: string, imageUrl: string) => {
  const week = parseOpeningHours(settings.opening_hours)
  const [street, postal] = settings.address.split(',').map((part) => part.trim())
  const postalMatch = postal?.match(/^(\d{3}\s?\d{2})\s+(.+)$/)
  return {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    name: settings.site_title,
    description: settings.site_description,
    url: pageUrl,
    image: imageUrl,
    telephone: settings.contact_phone,
    email: settings.contact_email,
    priceRange: '$$$',
    address: {
      '@type': 'PostalAddress',
      streetAddress: postalMatch ? street : settings.address,
      ...(postalMatch ? { postalCode: postalMatch[1], addressLocality: postalMatch[2] } : {}),
      addressCountry: 'SE',
    },
    openingHoursSpecification: week.flatMap((hours, day) =>
      hours
        ? [
            {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day]}`,
              opens: hours.opens,
              closes: hours.closes,
            },
          ]
        : [],
    ),
    sameAs: (['instagram', 'facebook'] as const)
      .filter((network) => settings[network])
      .map((network) => socialUrl(network, settings[network])),
  }
}
