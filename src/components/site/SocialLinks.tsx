import type { SectionProps } from './sectionProps'
import type { SiteSettings } from '../../lib/contract/settings'
import { socialUrl } from '../../lib/socialLinks'

const PATHS = {
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8z',
}

/** Links to the salon's social profiles from the settings; a network without a handle is left out. */
export function SocialLinks({ settings, t }: { settings: SiteSettings; t: SectionProps['t'] }) {
  const networks = (['instagram', 'facebook'] as const).filter((network) => settings[network]?.trim())
  if (networks.length === 0) return null
  return (
    <ul className="social-links">
      {networks.map((network) => (
        <li key={network}>
          <a href={socialUrl(network, settings[network])} target="_blank" rel="noopener noreferrer">
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d={PATHS[network]} />
            </svg>
            <span>{t(`social.${network}`)}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
