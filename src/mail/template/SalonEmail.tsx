import { Body, Button, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components'
import { Fragment } from 'react'

import { mailText } from '../../lib/i18n/mail'
import type { SalonDetails } from '../salonDetails'

export type SalonEmailProps = {
  salon: SalonDetails
  /** The line mail programs show beside the subject. */
  preview: string
  heading?: string
  /** The text, one entry per paragraph; single line breaks inside a paragraph are kept. */
  paragraphs: string[]
  action?: { label: string; url: string }
  /** Small print after the action (e.g. how long a link holds). */
  note?: string
  /** Why the reader gets this mail (the footer's first line). */
  reason: string
  unsubscribeUrl?: string
}

// Narrow screens: less padding and a full-width button (mail programs that honour media queries).
const responsive = `@media only screen and (max-width:600px){.salon-card{padding:24px 18px!important}.salon-button{display:block!important;text-align:center!important}}`

/** The salon's e-mail: its mark and name, the message, and a footer with address, contact and unsubscribe link. */
export function SalonEmail({
  salon,
  preview,
  heading,
  paragraphs,
  action,
  note,
  reason,
  unsubscribeUrl,
}: SalonEmailProps) {
  const { colours } = salon
  const text = {
    fontFamily: 'Georgia, "Times New Roman", serif',
    fontSize: '16px',
    lineHeight: '26px',
    color: colours.text,
    margin: '0 0 16px',
  }
  const small = {
    ...text,
    fontSize: '12px',
    lineHeight: '18px',
    color: '#6b7280',
    margin: '0 0 6px',
    textAlign: 'center' as const,
  }
  return (
    <Html lang={salon.locale}>
      <Head>
        <meta name="color-scheme" content="light" />
        <style>{responsive}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colours.background, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: '600px', width: '100%', margin: '0 auto' }}>
          <Section style={{ textAlign: 'center', padding: '8px 0 20px' }}>
            <Link href={salon.siteUrl}>
              <Img
                src={salon.logoUrl}
                width="64"
                height="64"
                alt={salon.name}
                style={{ margin: '0 auto', borderRadius: '12px' }}
              />
            </Link>
            <Text
              style={{
                ...text,
                fontSize: '22px',
                color: colours.primary,
                margin: '12px 0 0',
                textAlign: 'center',
                letterSpacing: '1px',
              }}
            >
              {salon.name}
            </Text>
          </Section>
          <Section
            className="salon-card"
            style={{
              backgroundColor: '#ffffff',
              borderTop: `4px solid ${colours.primary}`,
              borderRadius: '8px',
              padding: '32px 40px',
            }}
          >
            {heading ? (
              <Text style={{ ...text, fontSize: '22px', lineHeight: '30px', color: colours.button }}>{heading}</Text>
            ) : null}
            {paragraphs.map((paragraph, index) => (
              <Text key={index} style={text}>
                {paragraph.split('\n').map((line, at) => (
                  <Fragment key={at}>
                    {at > 0 ? <br /> : null}
                    {line}
                  </Fragment>
                ))}
              </Text>
            ))}
            {action ? (
              <Section style={{ padding: '8px 0 16px' }}>
                <Button
                  className="salon-button"
                  href={action.url}
                  style={{
                    backgroundColor: colours.button,
                    color: '#ffffff',
                    borderRadius: '6px',
                    padding: '14px 28px',
                    fontFamily: 'Georgia, serif',
                    fontSize: '16px',
                    textDecoration: 'none',
                  }}
                >
                  {action.label}
                </Button>
              </Section>
            ) : null}
            {note ? (
              <Text style={{ ...text, fontSize: '14px', lineHeight: '22px', color: '#6b7280' }}>{note}</Text>
            ) : null}
          </Section>
          <Section style={{ padding: '20px 16px 0' }}>
            <Text style={small}>{reason}</Text>
            <Text style={small}>
              {salon.name} · {salon.address}
            </Text>
            <Text style={small}>
              <Link href={`tel:${salon.phone.replace(/[^\d+]/g, '')}`} style={{ color: colours.button }}>
                {salon.phone}
              </Link>
              {' · '}
              <Link href={`mailto:${salon.email}`} style={{ color: colours.button }}>
                {salon.email}
              </Link>
              {' · '}
              <Link href={salon.siteUrl} style={{ color: colours.button }}>
                {salon.siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </Link>
            </Text>
            {unsubscribeUrl ? (
              <>
                <Hr style={{ borderColor: colours.accent, margin: '12px 0' }} />
                <Text style={small}>
                  {mailText(salon.locale, 'unsubscribeLead')}{' '}
                  <Link
                    href={unsubscribeUrl}
                    style={{ color: colours.button, textDecoration: 'underline' }}
                    data-testid="unsubscribe-link"
                  >
                    {mailText(salon.locale, 'unsubscribeLink')}
                  </Link>
                </Text>
              </>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  )
}
