import Papa from 'papaparse'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as routes from '../../src/app/(payload)/api/[...slug]/route'
import { UTF8_BOM } from '../../src/lib/subscriberCsv'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { expectStaffOnly, staffToken } from '../support/staff'

/*
 * The staff's subscriber list read a page at a time (`page`, `limit`, `status`, `search`, `sort`), and the CSV
 * export streamed beside the contract: both hold exactly the filtered rows, however many pages they span.
 */
let payload: Payload
let staff: Record<string, string>

const COUNT = 1_100 // more than two of the export's pages
const email = (n: number) => `kund${String(n).padStart(4, '0')}@example.se`
/** Every third one unsubscribed; every seventh named Ölund. */
const isConfirmed = (n: number) => n % 3 !== 0
const isOlund = (n: number) => n % 7 === 0

beforeAll(async () => {
  payload = await testPayload()
  staff = tokenHeaders(await staffToken(payload)).bearer
  for (let n = 0; n < COUNT; n++) {
    await payload.create({
      collection: 'subscribers',
      data: {
        email: email(n),
        lastName: isOlund(n) ? 'Ölund' : 'Berg',
        marketingConsent: true,
        status: isConfirmed(n) ? 'confirmed' : 'unsubscribed',
      },
    })
  }
})

type Page = { subscribers: { email: string }[]; total: number; page: number; pages: number; limit: number }
const listPage = async (query: string) =>
  (await rest('GET', `/api/newsletter/subscribers?${query}`, { headers: staff })).body.data as Page

const expected = (keep: (n: number) => boolean) =>
  Array.from({ length: COUNT }, (_, n) => n)
    .filter(keep)
    .map(email)

describe('GET /api/newsletter/subscribers, a page at a time', () => {
  it('walks the filtered rows page by page in the order asked for, each exactly once', async () => {
    const seen: string[] = []
    for (let page = 1; ; page++) {
      const answer = await listPage(`status=confirmed&search=ölund&sort=email&limit=40&page=${page}`)
      seen.push(...answer.subscribers.map((row) => row.email))
      if (page >= answer.pages) break
    }
    expect(seen).toEqual(expected((n) => isConfirmed(n) && isOlund(n)))
  })

  it('keeps its answer: newest first by default; an unknown order is a 400', async () => {
    const first = await listPage('limit=3')
    expect(first).toMatchObject({ total: COUNT, page: 1, limit: 3, pages: Math.ceil(COUNT / 3) })
    expect(first.subscribers.map((row) => row.email)).toEqual([email(COUNT - 1), email(COUNT - 2), email(COUNT - 3)])
    expect((await listPage('limit=2&sort=oldest')).subscribers.map((row) => row.email)).toEqual([email(0), email(1)])
    const wrong = await rest('GET', '/api/newsletter/subscribers?sort=name', { headers: staff })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors.sort).toBe('sort must be one of: newest, oldest, email')
  })
})

describe('GET /api/newsletter/subscribers/export', () => {
  /** The file as sent, its bytes decoded without dropping the byte order mark (Response.text() would). */
  const exportFile = async (query: string) => {
    const request = new Request(`http://localhost/api/newsletter/subscribers/export?${query}`, { headers: staff })
    const slug = ['newsletter', 'subscribers', 'export']
    const response = await routes.GET(request, { params: Promise.resolve({ slug }) })
    return { response, text: Buffer.from(await response.arrayBuffer()).toString('utf8') }
  }
  const csvRows = (text: string) => Papa.parse<string[]>(text.slice(1), { delimiter: ';' }).data

  it('streams every filtered row once, as a CSV file for Excel in the language asked for', async () => {
    const { response, text } = await exportFile('status=confirmed&sort=email&lang=en')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d\d-\d\d\.csv"$/,
    )
    expect(text.startsWith(UTF8_BOM)).toBe(true)
    const [header, ...rows] = csvRows(text)
    expect(header[0]).toBe('E-mail')
    expect(rows.map((row) => row[0])).toEqual(expected(isConfirmed))
    expect(new Set(rows.map((row) => row[3]))).toEqual(new Set(['Confirmed']))
  })

  it('holds the search too, and only the header when nothing matches', async () => {
    const found = await exportFile('search=%C3%96LUND')
    const [header, ...rows] = csvRows(found.text)
    expect(header[0]).toBe('E-post')
    expect(rows.map((row) => row[0]).sort()).toEqual(expected(isOlund))
    expect(csvRows((await exportFile('search=nobody')).text)).toHaveLength(1)
  })

  it('is for staff only', () => expectStaffOnly('GET', '/api/newsletter/subscribers/export'))
})
