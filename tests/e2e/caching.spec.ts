import { expect, staffHeaders, test, unique } from './support'
import { refreshDayPages } from '../../src/jobs/dailyPageRefresh'
import { salonDay } from '../../src/lib/salonDay'

type Service = { id: number | string; name: string }
type Discount = { id: number | string; title_sv: string }

const anonymousServices = async (request: import('@playwright/test').APIRequestContext) =>
  (await (await request.get('/api/services?lang=sv')).json()).data as Service[]

test('the page comes from the cache; a change through the contract shows on the next load and anonymous read', async ({
  request,
}) => {
  const [service] = await anonymousServices(request)
  const headers = await staffHeaders(request)
  await request.get('/')
  const cached = await request.get('/')
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT')
  expect(cached.headers()['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/)
  // Compressed once for its version (server/precompressedDocuments.mjs); Playwright asks for gzip, deflate and br.
  expect(cached.headers()['content-encoding']).toBe('br')
  expect(cached.headers()['vary']).toContain('Accept-Encoding')
  expect(await cached.text()).toContain(service.name)

  const renamed = unique('Cachetest')
  try {
    expect(
      (await request.put(`/api/services/${service.id}`, { headers, data: { name: renamed, lang: 'sv' } })).status(),
    ).toBe(200)
    expect(await (await request.get('/')).text()).toContain(renamed)
    // The new version from the cache goes out with its own compressed bytes, not the old version's.
    const renamedFromCache = await request.get('/')
    expect(renamedFromCache.headers()['x-nextjs-cache']).toBe('HIT')
    expect(await renamedFromCache.text()).toContain(renamed)
    expect((await anonymousServices(request)).map((item) => item.name)).toContain(renamed)
  } finally {
    await request.put(`/api/services/${service.id}`, { headers, data: { name: service.name, lang: 'sv' } })
  }
  expect(await (await request.get('/')).text()).not.toContain(renamed)
  expect((await anonymousServices(request)).map((item) => item.name)).toContain(service.name)
})

test("a change through Payload's REST (the panel's path) shows on the next load and anonymous read", async ({
  request,
}) => {
  // The English name as stored, to put back afterwards.
  const service = ((await (await request.get('/api/services?lang=en')).json()).data as Service[])[1]
  const headers = await staffHeaders(request)
  // Both caches filled first.
  await request.get('/en')
  await request.get('/api/services?lang=en')
  const renamed = unique('Panel cache')
  try {
    const saved = await request.patch(`/api/treatments/${service.id}?locale=en`, { headers, data: { name: renamed } })
    expect(saved.status()).toBe(200)
    expect(await (await request.get('/en')).text()).toContain(renamed)
    const english = (await (await request.get('/api/services?lang=en')).json()).data as Service[]
    expect(english.map((item) => item.name)).toContain(renamed)
  } finally {
    await request.patch(`/api/treatments/${service.id}?locale=en`, { headers, data: { name: service.name } })
  }
  expect(await (await request.get('/en')).text()).not.toContain(renamed)
})

test("at the salon's midnight the server renders the day's pages afresh, nobody else", async ({ request, baseURL }) => {
  await request.get('/')
  await request.get('/en')
  // What the server's midnight timer does (src/jobs/dailyPageRefresh.ts): each page rendered from the database, stored.
  expect(await refreshDayPages(baseURL!)).toEqual(['REVALIDATED', 'REVALIDATED'])
  expect((await request.get('/')).headers()['x-nextjs-cache']).toBe('HIT')
  // Without the build's secret the header is ignored: a visitor cannot make the server render.
  expect(await refreshDayPages(baseURL!, 'guessed')).toEqual(['HIT', 'HIT'])
})

test('a staff read is never answered from the anonymous cache, nor fills it', async ({ request }) => {
  const headers = await staffHeaders(request)
  const [service] = await anonymousServices(request)
  const title = unique('Dold rabatt')
  const today = salonDay()
  const made = await request.post('/api/discounts', {
    headers,
    data: {
      service_id: service.id,
      title_sv: title,
      discount_percent: 10,
      start_date: today,
      end_date: today,
      is_active: false,
    },
  })
  expect(made.status()).toBe(201)
  const id = (await made.json()).data.id as Discount['id']
  const titles = async (withToken: boolean) =>
    ((await (await request.get('/api/discounts?lang=sv', withToken ? { headers } : {})).json()).data as Discount[]).map(
      (item) => item.title_sv,
    )
  try {
    expect(await titles(true)).toContain(title)
    expect(await titles(false)).not.toContain(title)
    expect(await titles(false)).not.toContain(title)
    expect(await titles(true)).toContain(title)
  } finally {
    await request.delete(`/api/discounts/${id}`, { headers })
  }
  expect(await titles(true)).not.toContain(title)
})

test('the colour-scheme client hint is asked only on the admin panel: one document request for a first visit', async ({
  page,
  request,
}) => {
  const home = await request.get('/')
  expect(home.headers()['critical-ch']).toBeUndefined()
  expect(home.headers()['accept-ch']).toBeUndefined()
  const admin = await request.get('/admin/login')
  expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')

  const documents: string[] = []
  page.on('request', (sent) => {
    if (sent.resourceType() === 'document') documents.push(sent.url())
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Våra behandlingar' })).toBeAttached()
  expect(documents).toHaveLength(1)
})

test.describe('language before rendering', () => {
  test("an English browser's first visit to / is redirected once to /en; a remembered Swedish choice stays", async ({
    request,
  }) => {
    const english = { 'Accept-Language': 'en-US,en;q=0.9' }
    const first = await request.get('/', { headers: english, maxRedirects: 0 })
    expect(first.status()).toBe(307)
    expect(new URL(first.headers().location, 'http://x').pathname).toBe('/en')
    expect(first.headers()['cache-control']).toContain('no-store')

    const remembered = await request.get('/', {
      headers: { ...english, Cookie: 'salong-language=sv' },
      maxRedirects: 0,
    })
    expect(remembered.status()).toBe(200)
    expect(await remembered.text()).toContain('<html lang="sv"')

    const rememberedEnglish = await request.get('/', {
      headers: { 'Accept-Language': 'sv-SE,sv;q=0.9', Cookie: 'salong-language=en' },
      maxRedirects: 0,
    })
    expect(rememberedEnglish.status()).toBe(307)
    expect(new URL(rememberedEnglish.headers().location, 'http://x').pathname).toBe('/en')

    // Swedish browsers (also those that read English second) and crawlers (no languages at all) get the cached page at once.
    for (const languages of ['sv-SE,sv;q=0.9', 'sv-SE,sv;q=0.9,en-US;q=0.8,en;q=0.7', '']) {
      const swedish = await request.get('/', { headers: { 'Accept-Language': languages }, maxRedirects: 0 })
      expect(swedish.status()).toBe(200)
      expect(swedish.headers()['x-nextjs-cache']).toBe('HIT')
    }
  })

  test.describe('in an English browser', () => {
    test.use({ locale: 'en-US' })

    test('exactly one redirect, and the page renders once', async ({ page }) => {
      const response = await page.goto('/')
      expect(new URL(page.url()).pathname).toBe('/en')
      expect(response!.request().redirectedFrom()?.url()).toMatch(/\/$/)
      expect(response!.request().redirectedFrom()?.redirectedFrom()).toBeNull()
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    })
  })
})

test("the page's scripts and stylesheet go out compressed once per build, with their length", async ({ request }) => {
  const html = await (await request.get('/')).text()
  // In a tag, or in the list of scripts the page asks for after its first paint (server/afterFirstPaint.mjs).
  const addresses = html.matchAll(/"(\/_next\/static\/[^"]+\.(?:js|css))"/g)
  const files = [...new Set([...addresses].map((match) => match[1]))]
  expect(files.some((file) => file.endsWith('.css'))).toBe(true)
  expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(3)
  for (const file of files) {
    // The first answer may still be compressed on its own while the stored bytes are made in the background.
    await expect(async () => {
      const answer = await request.get(file)
      expect(answer.headers()['content-encoding']).toBe('br')
      expect(answer.headers()['content-length']).toBeTruthy()
      expect(answer.headers()['cache-control']).toContain('immutable')
      expect(answer.headers()['x-content-type-options']).toBe('nosniff')
    }, file).toPass({ timeout: 10_000 })
    const answer = await request.get(file)
    // Playwright hands the body on decoded: fewer bytes were sent than the file has.
    expect(Number(answer.headers()['content-length'])).toBeLessThan((await answer.body()).length)
  }
})

test('media files: validators with 304, HEAD, ranges and a long browser cache', async ({ request }) => {
  const gallery = (await (await request.get('/api/gallery?lang=sv')).json()).data as {
    url?: string | null
    image_url?: string | null
  }[]
  const urls = gallery
    .map((item) => item.url ?? item.image_url)
    .filter((address): address is string => Boolean(address?.startsWith('/api/media/file/')))
  // A film if the gallery has one: ranges are what a video player asks for.
  const url = urls.find((address) => /\.(mp4|webm)$/.test(address)) ?? urls[0]
  const full = await request.get(url)
  expect(full.status()).toBe(200)
  const headers = full.headers()
  expect(headers['cache-control']).toMatch(/public, max-age=\d{4,}/)
  expect(headers['etag']).toBeTruthy()
  expect(headers['last-modified']).toBeTruthy()
  expect(headers['x-content-type-options']).toBe('nosniff')
  const bytes = await full.body()
  // Next drops a route handler's length; the production server puts back the declared one.
  expect(headers['content-length']).toBe(String(bytes.length))
  expect(headers['x-declared-content-length']).toBeUndefined()

  expect((await request.get(url, { headers: { 'If-None-Match': headers['etag'] } })).status()).toBe(304)
  expect((await request.get(url, { headers: { 'If-Modified-Since': headers['last-modified'] } })).status()).toBe(304)

  const head = await request.head(url)
  expect(head.status()).toBe(200)
  expect(head.headers()['content-type']).toBe(headers['content-type'])
  expect(head.headers()['etag']).toBe(headers['etag'])
  expect(head.headers()['content-length']).toBe(String(bytes.length))
  expect(await head.body()).toHaveLength(0)

  const part = await request.get(url, { headers: { Range: 'bytes=10-109' } })
  expect(part.status()).toBe(206)
  expect(part.headers()['content-range']).toBe(`bytes 10-109/${bytes.length}`)
  expect(part.headers()['accept-ranges']).toBe('bytes')
  expect(part.headers()['content-length']).toBe('100')
  expect(Buffer.compare(await part.body(), bytes.subarray(10, 110))).toBe(0)
})

test("a visitor's media file is allowed from the cache: an item switched off is refused on the next request", async ({
  request,
}) => {
  const headers = await staffHeaders(request)
  type Item = { id: number | string; url: string | null; thumbnail_url: string | null; type: string }
  const item = ((await (await request.get('/api/gallery?lang=sv')).json()).data as Item[]).find(
    (entry) => entry.type === 'image',
  )!
  const files = [item.url!, item.thumbnail_url!]
  // Allowed, and the answer cached, before the change.
  for (const file of files) for (let i = 0; i < 2; i++) expect((await request.get(file)).status(), file).toBe(200)
  try {
    expect((await request.put(`/api/gallery/${item.id}`, { headers, data: { is_active: 0 } })).status()).toBe(200)
    for (const file of files) {
      expect((await request.get(file)).status(), file).toBe(403)
      expect((await request.get(file, { headers })).status(), file).toBe(200)
    }
  } finally {
    await request.put(`/api/gallery/${item.id}`, { headers, data: { is_active: 1 } })
  }
  for (const file of files) expect((await request.get(file)).status(), file).toBe(200)
  // A name no item has is refused like before, however often it is asked for.
  expect((await request.get('/api/media/file/no-such-file.jpg')).status()).toBe(403)
})
