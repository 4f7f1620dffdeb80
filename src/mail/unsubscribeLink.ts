/** The one-click unsubscribe link of a subscriber (GET /api/newsletter/unsubscribe answers it). */
export const unsubscribeLink = (origin: string, token: string): string =>
  `${origin}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`
