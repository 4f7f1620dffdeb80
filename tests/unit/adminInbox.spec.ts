import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'

import { matchesMessage, unreadFirst } from '../../src/lib/contactMessages'
import type { ContactMessage } from '../../src/lib/contract/messages'
import { replyMailto } from '../../src/lib/replyMailto'
import { CSV_DELIMITER, subscribersCsv, UTF8_BOM, type SubscriberCsvLabels } from '../../src/lib/subscriberCsv'
import type { SubscriberRow } from '../../src/lib/subscriberState'

const subscriber = (over: Partial<SubscriberRow> = {}): SubscriberRow => ({
  id: 1,
  email: 'anna@example.se',
  firstName: 'Anna',
  lastName: 'Åström',
  marketingConsent: true,
  is_active: 1,
  locale: 'sv',
  created_at: '2026-11-01T10:00:00.000Z',
  status: 'confirmed',
  confirmed_at: null,
  consent: { at: '2026-11-01T10:00:00.000Z', source: 'section', language: 'sv' },
  suppressed: null,
  ...over,
})

const labels: SubscriberCsvLabels = {
  columns: {
    email: 'E-post',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    state: 'Status',
    consent: 'Samtycke',
    language: 'Språk',
    created: 'Registrerad',
    confirmed: 'Bekräftad',
  },
  states: {
    pending: 'Väntar',
    confirmed: 'Bekräftad',
    unsubscribed: 'Avregistrerad',
    bounced: 'Studsad',
    complained: 'Anmäld som skräppost',
  },
  yes: 'Ja',
  no: 'Nej',
}

describe('subscribers CSV for Swedish Excel', () => {
  const rows = [
    subscriber(),
    subscriber({
      id: 2,
      email: 'b@example.se',
      firstName: 'Bo; "Bosse"',
      lastName: null,
      marketingConsent: false,
      is_active: 0,
      status: 'unsubscribed',
      locale: 'en',
    }),
    subscriber({
      id: 3,
      email: 'c@example.se',
      firstName: '=HYPERLINK("x")',
      lastName: 'Rad\nbrytning',
      status: 'pending',
      confirmed_at: null,
    }),
  ]
  const csv = subscribersCsv(rows, labels)

  it('starts with the UTF-8 byte order mark and separates with semicolons and CRLF', () => {
    expect(csv.startsWith(UTF8_BOM)).toBe(true)
    expect(CSV_DELIMITER).toBe(';')
    expect(csv.slice(1).split('\r\n')[0]).toBe('E-post;Förnamn;Efternamn;Status;Samtycke;Språk;Registrerad;Bekräftad')
  })

  it('parses back to the same rows, with quotes, separators and line breaks kept and formulas defused', () => {
    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data
    expect(parsed.slice(1)).toEqual([
      ['anna@example.se', 'Anna', 'Åström', 'Bekräftad', 'Ja', 'sv', '2026-11-01T10:00:00.000Z', ''],
      ['b@example.se', 'Bo; "Bosse"', '', 'Avregistrerad', 'Nej', 'en', '2026-11-01T10:00:00.000Z', ''],
      ['c@example.se', `'=HYPERLINK("x")`, 'Rad\nbrytning', 'Väntar', 'Ja', 'sv', '2026-11-01T10:00:00.000Z', ''],
    ])
  })
})

describe('reply by e-mail', () => {
  it('encodes subject, greeting and the quoted message in a mailto address', () => {
    const href = replyMailto({
      to: 'anna+salong@example.se',
      subject: 'Sv: Ditt meddelande & frågor',
      greeting: 'Hej Anna,',
      quote: 'Rad ett\nRad två?',
    })
    const url = new URL(href)
    expect(url.protocol).toBe('mailto:')
    expect(decodeURIComponent(url.pathname)).toBe('anna+salong@example.se')
    expect(url.searchParams.get('subject')).toBe('Sv: Ditt meddelande & frågor')
    expect(url.searchParams.get('body')).toBe('Hej Anna,\r\n\r\n\r\n> Rad ett\r\n> Rad två?')
    expect(href).not.toMatch(/[ \n]/)
  })
})

describe('contact messages', () => {
  const message = (
    id: number,
    is_read: 0 | 1,
    created_at: string,
    text = 'Hej, jag undrar om tider',
  ): ContactMessage => ({
    id,
    firstName: 'Anna',
    lastName: 'Berg',
    email: `m${id}@example.se`,
    phone: null,
    message: text,
    is_read,
    created_at,
  })

  it('lists unread first, each group newest first', () => {
    const list = [
      message(1, 1, '2026-11-03'),
      message(2, 0, '2026-11-01'),
      message(3, 0, '2026-11-02'),
      message(4, 1, '2026-11-04'),
    ]
    expect(unreadFirst(list).map((item) => item.id)).toEqual([3, 2, 4, 1])
  })

  it('searches name, e-mail and text', () => {
    expect(matchesMessage(message(1, 0, '2026-11-01'), 'BERG tider')).toBe(true)
    expect(matchesMessage(message(1, 0, '2026-11-01'), 'm1@example')).toBe(true)
    expect(matchesMessage(message(1, 0, '2026-11-01'), 'massage')).toBe(false)
  })
})
