/** The site's public address (SERVER_URL), for canonical links, the sitemap and e-mails. */
export const siteUrl = (): string => (process.env.SERVER_URL || 'http://localhost:3000').replace(/\/$/, '')
