import { render } from '@react-email/render'
import { createElement } from 'react'

import { SalonEmail, type SalonEmailProps } from './SalonEmail'
import { mailText } from '../../lib/i18n/mail'

export type RenderedMail = { html: string; text: string }

/**
 * The HTML part from the React Email template, and a plain-text part written for reading (not an HTML
 * conversion): the text, the action as a bare link, then the salon's details and the unsubscribe link.
 */
export const renderSalonEmail = async (props: SalonEmailProps): Promise<RenderedMail> => {
  const html = await render(createElement(SalonEmail, props))
  const { salon } = props
  const lines = [
    ...(props.heading ? [props.heading, ''] : []),
    ...props.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(props.action ? [`${props.action.label}:`, props.action.url, ''] : []),
    ...(props.note ? [props.note, ''] : []),
    '-- ',
    props.reason,
    `${salon.name} · ${salon.address}`,
    `${salon.phone} · ${salon.email} · ${salon.siteUrl}`,
    ...(props.unsubscribeUrl
      ? [
          '',
          `${mailText(salon.locale, 'unsubscribeLead')} ${mailText(salon.locale, 'unsubscribeLink')}:`,
          props.unsubscribeUrl,
        ]
      : []),
  ]
  return { html, text: `${lines.join('\n')}\n` }
}
