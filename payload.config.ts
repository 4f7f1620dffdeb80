import { en } from '@payloadcms/translations/languages/en'
import { sv } from '@payloadcms/translations/languages/sv'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { livePreview } from './collections/admin/livePreview'
import { AnalyticsDays } from './collections/AnalyticsDays'
import { AuditLog } from './collections/AuditLog'
import { Clicks } from './collections/Clicks'
import { MailBounces } from './collections/MailBounces'
import { MailingDeliveries } from './collections/MailingDeliveries'
import { Mailings } from './collections/Mailings'
import { Media } from './collections/Media'
import { Messages } from './collections/Messages'
import { PasskeyChallenges } from './collections/PasskeyChallenges'
import { Passkeys } from './collections/Passkeys'
import { malformedInputRefused } from './collections/plugins/malformedInputRefused'
import { mediaInBucket } from './collections/plugins/mediaInBucket'
import { preferenceDeleteFindsFirst } from './collections/plugins/preferenceDeleteFindsFirst'
import { setUpSecondFactorFirst } from './collections/plugins/setUpSecondFactorFirst'
import { withoutDeadRoutes } from './collections/plugins/withoutDeadRoutes'
import { Promotions } from './collections/Promotions'
import { RateLimits } from './collections/RateLimits'
import { ScheduledBackup } from './collections/ScheduledBackup'
import { Settings } from './collections/Settings'
import { StaffSignIn } from './collections/StaffSignIn'
import { Subscribers } from './collections/Subscribers'
import { Treatments } from './collections/Treatments'
import { Users } from './collections/Users'
import { Visits } from './collections/Visits'
import { contractEndpoints } from './endpoints'
import { jobsConfig } from './src/jobs/jobsConfig'
import { panelTranslations } from './src/lib/i18n/panel'
import { DEFAULT_LOCALE } from './src/lib/locales'
import { processLogger } from './src/lib/observability/logger.mjs'
import { corsOrigins, csrfOrigins } from './src/lib/serverOrigin'
import { SALON_TIME_ZONE } from './src/lib/siteConstants'
import { assertStartupConfig } from './src/lib/startupChecks'
import { MAX_UPLOAD_BODY_BYTES, MULTIPART_LIMITS } from './src/lib/uploadLimits'
import { databaseAdapter } from './src/platform/databaseAdapter'
import { emailAdapter } from './src/platform/emailAdapter'
import { explainRejection } from './src/platform/explainRejection'
import { ensureRateLimitExpiry } from './src/platform/rateLimitExpiry'
import { payloadSecret } from './src/platform/secret'
import { unreadableUpload } from './src/platform/unreadableUpload'
import { seedOnInit } from './src/seed/seedOnInit'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Refuse to start with settings that would be unsafe, naming them (not during `next build`).
assertStartupConfig()

/** Headers existing clients send with a token (SPEC §6). */
const tokenHeaders = ['x-access-token', 'token']

export default buildConfig({
  secret: payloadSecret(),
  // Empty on purpose: file URLs stay relative (`/api/media/file/…`, as the contract documents) and the admin panel
  // calls its own origin, so the site works under whatever address reaches it. SERVER_URL feeds the CSRF list,
  // the cookies, CORS and e-mail links instead (src/lib/serverOrigin.ts).
  serverURL: '',
  admin: {
    user: Users.slug,
    // The default Gravatar request would leave the machine.
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: {
      titleSuffix: ' – Salong',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icons/icon.svg' }],
    },
    // The salon's own parts of Payload's panel (src/components/panel/).
    components: {
      graphics: { Logo: '/src/components/panel/Logo#Logo', Icon: '/src/components/panel/Icon#Icon' },
      beforeDashboard: ['/src/components/panel/DashboardCounts#DashboardCounts'],
      // Payload's login page with a code step for members with a second factor.
      views: { login: { Component: '/src/components/panel/PanelLoginView#PanelLoginView' } },
    },
    livePreview,
    // Day first and a 24-hour clock, read alike in Swedish and English.
    dateFormat: 'd MMM yyyy HH:mm',
    // Scheduled publishing is chosen and shown in the salon's time, wherever the content manager's browser is.
    timezones: {
      supportedTimezones: [{ label: 'Stockholm', value: SALON_TIME_ZONE }],
      defaultTimezone: SALON_TIME_ZONE,
    },
  },
  i18n: { supportedLanguages: { sv, en }, fallbackLanguage: 'sv', translations: panelTranslations },
  localization: {
    locales: [
      { code: 'sv', label: 'Svenska' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  // Listed group by group: the panel's navigation follows this order (collections/admin/groups.ts).
  collections: [
    Treatments,
    Promotions,
    Media,
    Subscribers,
    MailBounces,
    Messages,
    Mailings,
    Visits,
    Clicks,
    Users,
    AuditLog,
    Passkeys,
    PasskeyChallenges,
    RateLimits,
    MailingDeliveries,
    AnalyticsDays,
  ],
  globals: [Settings, ScheduledBackup, StaffSignIn],
  // A copy: Payload adds its own root endpoints to the list it is given, and the contract's stays the contract's.
  endpoints: [...contractEndpoints],
  // The retention pass (src/jobs/): scheduled, idempotent, run by Payload's jobs queue in the server.
  jobs: jobsConfig,
  db: databaseAdapter(),
  // Media in the bucket when S3_BUCKET is set, else the media folder (collections/plugins/mediaInBucket.ts).
  plugins: [mediaInBucket()],
  email: emailAdapter(),
  sharp,
  cors: { origins: corsOrigins(), headers: tokenHeaders },
  csrf: csrfOrigins(),
  // Busboy's limits for every multipart body Payload parses (one file, a few fields); the body as a whole is capped
  // before it gets here (endpoints/http/bodyLimit.ts).
  upload: { limits: MULTIPART_LIMITS, requestSizeLimit: MAX_UPLOAD_BODY_BYTES },
  graphQL: { disable: true },
  // Refusals answered with their reason, also from a production build (src/platform/explainRejection.ts).
  hooks: { afterError: [explainRejection, unreadableUpload] },
  telemetry: false,
  // The process's one logger: JSON lines off a terminal, each with the request's id (src/lib/observability/).
  logger: processLogger(),
  // Generated on purpose (`npm run generate:types`), never as a side effect of a start: a start on MongoDB would
  // rewrite the committed types with its string ids.
  typescript: { autoGenerate: false, outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  onInit: async (payload) => {
    await ensureRateLimitExpiry(payload)
    await seedOnInit(payload)
  },
})
  .then(malformedInputRefused)
  .then(withoutDeadRoutes)
  .then(preferenceDeleteFindsFirst)
  // Last: it wraps the handlers the others leave.
  .then(setUpSecondFactorFirst)
