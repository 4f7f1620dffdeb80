const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made safe to put inside HTML. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => entities[char] ?? char)
