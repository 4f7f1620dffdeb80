/**
 * The headers that let mail programs offer their own unsubscribe button (RFC 2369) and do it in one click
 * with a POST to the same link (RFC 8058), which the unsubscribe route accepts without a login or a form.
 */
export const listUnsubscribeHeaders = (unsubscribeUrl: string): Record<string, string> => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})
