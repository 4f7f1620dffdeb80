import type { MetadataRoute } from 'next'

/** The web app manifest behind the install prompt (SPEC §4). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Salong Lumière',
    short_name: 'Lumière',
    description: 'Lyxig skönhet och spa – boka behandlingar, se erbjudanden och galleri.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fdf8f1',
    theme_color: '#fdf8f1',
    lang: 'sv',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
