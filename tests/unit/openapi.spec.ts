import { buildCustomRoute } from 'next/dist/server/lib/router-utils/filesystem'
import { execFile } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { contractEndpoints } from '../../endpoints'
import { contractDocument } from '../../endpoints/openapi/contractDocument'
import { openApiPath } from '../../endpoints/openapi/document'
import nextConfig from '../../next.config'
import { GET as docsPage } from '../../src/app/(payload)/api/docs/route'
import { GET as viewerScript } from '../../src/app/(payload)/api/docs/scalar.js/route'
import { GET as openApiJson } from '../../src/app/(payload)/api/openapi.json/route'
import { apiDocsPolicy, fallbackPolicy } from '../../src/lib/contentSecurityPolicy.mjs'

/*
 * The OpenAPI document of the /api contract: it lists exactly the routes endpoints/index.ts mounts, a real linter
 * (Redocly CLI, its recommended rules) finds nothing wrong with it, and a client generated from it (openapi-typescript
 * types, called through openapi-fetch) compiles against the calls the in-page admin and the page make, with the
 * answer types they use: the admin and the document cannot disagree.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const WORK = path.join(ROOT, 'node_modules', '.cache', 'openapi-check')
const run = promisify(execFile)

type Paths = Record<string, Record<string, unknown>>
const documented = () =>
  Object.entries((contractDocument() as { paths: Paths }).paths).flatMap(([route, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${route}`),
  )

describe('the OpenAPI document', () => {
  it('lists every route endpoints/index.ts mounts, and nothing else', () => {
    const mounted = contractEndpoints.map(
      (endpoint) => `${endpoint.method.toUpperCase()} ${openApiPath(endpoint.path)}`,
    )
    expect(new Set(mounted).size).toBe(mounted.length)
    expect([...documented()].sort()).toEqual([...mounted].sort())
  })

  it("passes Redocly's lint (its recommended rules), without a warning", async () => {
    await mkdir(WORK, { recursive: true })
    const file = path.join(WORK, 'openapi.json')
    await writeFile(file, JSON.stringify(contractDocument(), null, 2))
    // The reads that cannot fail but for the server's own faults (GET /services, /settings, /health, …) have no
    // 4xx to list: that one rule is off; the others are Redocly's recommended ones as they are.
    await writeFile(
      path.join(WORK, 'redocly.yaml'),
      'extends:\n  - recommended\nrules:\n  operation-4xx-response: off\n',
    )
    const linted = await run(path.join(ROOT, 'node_modules', '.bin', 'redocly'), ['lint', file, '--format=stylish'], {
      cwd: WORK,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr }))
    const output = `${linted.stdout}\n${linted.stderr}`
    expect(output).toMatch(/Your API description is valid/)
    expect(output).not.toMatch(/You have \d+ warning/)
  }, 60_000)

  it("gives a client that compiles against the admin's and the page's calls", async () => {
    await mkdir(WORK, { recursive: true })
    const types = astToString(await openapiTS(contractDocument() as never))
    await writeFile(path.join(WORK, 'contract.ts'), types)
    const checks = path.join(WORK, 'calls.ts')
    await writeFile(checks, CALLS.replaceAll('@/', `${path.join(ROOT, 'src')}/`))
    const { config } = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile)
    const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT)
    const program = ts.createProgram([checks], { ...options, incremental: false, noEmit: true })
    // The calls and the generated types; the project's own files are type-checked by `tsc` already.
    const problems = ts
      .getPreEmitDiagnostics(program)
      .filter((problem) => problem.file?.fileName.startsWith(WORK))
      .map((problem) => ts.flattenDiagnosticMessageText(problem.messageText, '\n'))
    expect(problems).toEqual([])
  }, 120_000)
})

describe('the reference for integrators', () => {
  it('serves the document, kept by shared caches a few minutes', async () => {
    const answer = openApiJson()
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300')
    expect(await answer.json()).toEqual(contractDocument())
  })

  it("is a page without inline script that loads the viewer from the site's own origin, by version", async () => {
    const html = await (await docsPage()).text()
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.map(([, , body]) => body.trim())).toEqual(['', ''])
    expect(html).toContain('data-url="/api/openapi.json"')
    const [, source] = /<script src="([^"]+)"/.exec(html) ?? []
    expect(source).toMatch(/^\/api\/docs\/scalar\.js\?v=\d+\.\d+\.\d+$/)
    const script = await viewerScript()
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(script.headers.get('cache-control')).toContain('immutable')
    const text = new TextDecoder().decode(await script.arrayBuffer())
    expect(text.length).toBeGreaterThan(100_000)
    // The viewer's own zod parses without probing for eval, which the page's policy would report.
    expect(text.split('\n', 1)[0]).toBe('(globalThis.__zod_globalConfig ??= {}).jitless = true;')
  })

  it('has a policy of its own, on that page alone: scripts from the site, inline styles, nothing from elsewhere', async () => {
    const policyOf = async (pathname: string) => {
      let policy: string | undefined
      for (const rule of await nextConfig.headers())
        // Next's own matching of a configured rule; a later rule's value replaces an earlier one's.
        if (buildCustomRoute('header', rule).match(pathname))
          policy = rule.headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? policy
      return policy
    }
    expect(await policyOf('/api/docs')).toBe(apiDocsPolicy())
    expect(apiDocsPolicy()).toMatch(/script-src 'self';/)
    expect(apiDocsPolicy()).not.toMatch(/https?:|unsafe-eval|script-src[^;]*unsafe-inline/)
    // Every other answer keeps the site's policy, the viewer's script and the document too.
    for (const pathname of ['/', '/en', '/api/docs/scalar.js', '/api/openapi.json', '/api/services'])
      expect(await policyOf(pathname), pathname).toBe(fallbackPolicy())
  })
})

/**
 * The in-page admin's calls (src/components/admin/**, through SessionProvider's `call`) and the page's, each with
 * the answer type its caller reads, made through a client of the document: a path, method, parameter or field the
 * document does not have, or an answer that is not the caller's type, is a type error here.
 */
const CALLS = `
import createClient from 'openapi-fetch'

import type { paths } from './contract'
import type { ArchiveEntry, BackupScheduleAnswer, ListedArchive } from '@/lib/contract/backups'
import type { DiscountItem } from '@/lib/contract/discounts'
import type { GalleryItem } from '@/lib/contract/gallery'
import type { ContactMessage, ContactMessageList, ContactMessagePage } from '@/lib/contract/messages'
import type {
  GeneratedMailing,
  Notification,
  NotificationStats,
  SendAnswer,
  SendProgress,
  TemplateData,
} from '@/lib/contract/notifications'
import type { ServiceItem } from '@/lib/contract/services'
import type { SettingEntry } from '@/lib/contract/settings'
import type { SubscriberEntry, SubscriberPage, SubscriberStats } from '@/lib/contract/subscribers'
import type { DailyStats, WeekDay } from '@/lib/analyticsStats'
import type { TreatmentCategory } from '@/lib/categories'
import type { PrivacyErase, PrivacyExport } from '@/lib/schemas/privacyRequest'
import type { SettingsUpdate } from '@/lib/schemas/settingsUpdate'
import type { TemplateName } from '@/lib/schemas/templateGenerate'
import type { RestoreAnswer } from '@/components/admin/backups/useBackups'
import type { MailPreview } from '@/components/admin/mailings/useMailings'
import type { StaffSession, StaffUser } from '@/components/admin/session/staffUser'

/** The generated model types name ids as SQLite has them (numbers); the contract answers strings on MongoDB. */
type AnyId<T> = T extends (infer E)[]
  ? AnyId<E>[]
  : T extends object
    ? { [K in keyof T]: K extends 'id' ? string | number : AnyId<T[K]> }
    : T

const api = createClient<paths>({ baseUrl: '/api' })
const id = { params: { path: { id: '1' } } }
const data = <T>(answer: { data?: { data: T } }): T => answer.data!.data
type Id = { id: string | number }

export const calls = async (settings: SettingsUpdate) => {
  const session: AnyId<StaffSession> = data(await api.POST('/auth/login', { body: { username: 'a', password: 'b' } }))
  const master: AnyId<StaffSession> = data(await api.POST('/auth/master-login', { body: { masterPassword: 'x' } }))
  const user: AnyId<StaffUser> = data(await api.GET('/auth/verify'))
  await api.POST('/auth/change-password', { body: { currentPassword: 'a', newPassword: 'b' } })
  await api.POST('/auth/logout')

  const services: AnyId<ServiceItem[]> = data(await api.GET('/services', { params: { query: { active: 'false', lang: 'sv' } } }))
  const categories: AnyId<TreatmentCategory[]> = data(await api.GET('/services/categories/list'))
  const service: AnyId<ServiceItem> = data(await api.PUT('/services/{id}', { ...id, body: { is_active: 1, price: 450 } }))
  const created: AnyId<ServiceItem> = data(await api.POST('/services', { body: { name: 'Manikyr', category: 'nails', price: 450, duration: 45 } }))
  const gone: AnyId<Id> = data(await api.DELETE('/services/{id}', id))

  const gallery: AnyId<GalleryItem[]> = data(await api.GET('/gallery', { params: { query: { category: 'all', lang: 'en' } } }))
  const item: AnyId<GalleryItem> = data(await api.GET('/gallery/{id}', { params: { path: { id: '1' }, query: { lang: 'sv' } } }))
  const changed: AnyId<GalleryItem> = data(await api.PUT('/gallery/{id}', { ...id, body: { title: 't', lang: 'sv' } }))
  const removed: AnyId<Id> = data(await api.DELETE('/gallery/{id}', id))

  const entries: AnyId<SettingEntry[]> = data(await api.GET('/settings'))
  const saved: AnyId<SettingEntry[]> = data(await api.PUT('/settings', { body: settings }))

  const discounts: AnyId<DiscountItem[]> = data(await api.GET('/discounts', { params: { query: { lang: 'sv' } } }))
  const discount: AnyId<DiscountItem> = data(await api.PATCH('/discounts/{id}/toggle', id))
  const edited: AnyId<DiscountItem> = data(await api.PUT('/discounts/{id}', { ...id, body: { discount_percent: 20 } }))
  await api.DELETE('/discounts/{id}', id)

  const mailings: AnyId<Notification[]> = data(await api.GET('/notifications'))
  const stats: AnyId<NotificationStats> = data(await api.GET('/notifications/stats/overview'))
  const templateData: AnyId<TemplateData> = data(await api.GET('/notifications/templates/data'))
  const generated: AnyId<GeneratedMailing & { template: TemplateName }> = data(
    await api.POST('/notifications/templates/generate', { body: { template: 'newsletter' } }),
  )
  const preview: AnyId<MailPreview> = data(await api.POST('/notifications/preview', { body: { subject_sv: 's', body_sv: 'b' } }))
  const mailing: AnyId<Notification> = data(await api.PATCH('/notifications/{id}/toggle', id))
  const sent: AnyId<SendAnswer> = data(
    await api.POST('/notifications/{id}/send', { ...id, body: { resend: true } }),
  )
  const progress: AnyId<SendProgress> = data(await api.GET('/notifications/{id}/progress', id))
  await api.DELETE('/notifications/{id}', id)

  const subscribers: AnyId<SubscriberPage> = data(
    await api.GET('/newsletter/subscribers', { params: { query: { page: 1, limit: 20, status: 'pending', search: 'a' } } }),
  )
  const subscriberStats: AnyId<SubscriberStats> = data(await api.GET('/newsletter/stats'))
  const subscriber: AnyId<SubscriberEntry> = data(await api.PATCH('/newsletter/subscribers/{id}/toggle', id))
  await api.DELETE('/newsletter/subscribers/{id}', id)
  await api.POST('/newsletter/subscribe', { body: { email: 'a@example.se', lang: 'sv' } })

  const inbox: AnyId<ContactMessageList> = data(await api.GET('/contact/messages'))
  const page = data(await api.GET('/contact/messages', { params: { query: { page: 1, limit: 20, search: 'a' } } }))
  const inboxPage: AnyId<ContactMessagePage> | undefined = 'page' in page ? page : undefined
  const read: AnyId<ContactMessage> = data(await api.PATCH('/contact/messages/{id}/read', id))
  await api.DELETE('/contact/messages/{id}', id)
  await api.POST('/contact/submit', {
    body: { firstName: 'Anna', lastName: 'Berg', email: 'a@example.se', message: 'Hej hej hej', lang: 'sv' },
  })

  const backups: AnyId<ListedArchive[]> = data(await api.GET('/backup/status'))
  const schedule: AnyId<BackupScheduleAnswer> = data(await api.GET('/backup/schedule'))
  const backup: AnyId<ArchiveEntry> = data(await api.POST('/backup/create', { body: { type: 'all' } }))
  const restored: AnyId<RestoreAnswer> = data(await api.POST('/backup/restore', { body: { backupName: 'n', type: 'all' } }))
  await api.DELETE('/backup/{name}', { params: { path: { name: 'n' } } })

  const daily: AnyId<DailyStats> = data(await api.GET('/simple-analytics/daily-stats', { params: { query: { date: '2026-01-01' } } }))
  const weekly: AnyId<WeekDay[]> = data(await api.GET('/simple-analytics/weekly-stats'))
  await api.POST('/simple-analytics/track-visitor', { body: { ip_address: 'abc' } })
  await api.POST('/simple-analytics/track-click', { body: { element_type: 'service_booking', element_id: '1' } })

  const exported: AnyId<PrivacyExport> = data(await api.GET('/privacy/export', { params: { query: { email: 'a@example.se' } } }))
  const erased: AnyId<PrivacyErase> = data(await api.POST('/privacy/erase', { body: { email: 'a@example.se' } }))

  return [session, master, user, services, categories, service, created, gone, gallery, item, changed, removed,
    entries, saved, discounts, discount, edited, mailings, stats, templateData, generated, preview, mailing, sent, progress,
    subscribers, subscriberStats, subscriber, inbox, read, inboxPage, backups, schedule, backup, restored, daily, weekly, exported, erased]
}
`
