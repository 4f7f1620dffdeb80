'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { I18nextProvider } from 'react-i18next'

import { AnalyticsArea } from './analytics/AnalyticsArea'
import { AuditArea } from './audit/AuditArea'
import { BackupsArea } from './backups/BackupsArea'
import { DashboardArea } from './dashboard/DashboardArea'
import { AdminFrame } from './frame/AdminFrame'
import { LeaveGuard } from './frame/LeaveGuard'
import { Toasts } from './frame/Toasts'
import { GalleryArea } from './gallery/GalleryArea'
import { MailingsArea } from './mailings/MailingsArea'
import { MessagesArea } from './messages/MessagesArea'
import { UnreadBadge } from './messages/UnreadBadge'
import { PricesArea } from './prices/PricesArea'
import { PrivacyArea } from './privacy/PrivacyArea'
import { PromotionsArea } from './promotions/PromotionsArea'
import { SecondFactorRequiredScreen } from './secondFactor/SecondFactorRequiredScreen'
import { ServicesArea } from './services/ServicesArea'
import { ApiFailure } from './session/ApiFailure'
import { LoginForm } from './session/LoginForm'
import { SessionProvider, useSession } from './session/SessionProvider'
import { SettingsArea } from './settings/SettingsArea'
import { SubscribersArea } from './subscribers/SubscribersArea'
import { useAdminText } from './useAdminText'
import { createI18n } from '../../lib/i18n'
import { ADMIN_NAMESPACE, adminResources } from '../../lib/i18n/admin'
import { LOCALES } from '../../lib/locales'
import { useLanguage } from '../site/LanguageProvider'
import './admin.css'

const areas = {
  dashboard: () => <DashboardArea />,
  services: () => <ServicesArea />,
  prices: () => <PricesArea />,
  promotions: () => <PromotionsArea />,
  gallery: () => <GalleryArea />,
  messages: () => <MessagesArea />,
  subscribers: () => <SubscribersArea />,
  settings: () => <SettingsArea />,
  backups: () => <BackupsArea />,
  privacy: () => <PrivacyArea />,
  mailings: () => <MailingsArea />,
  analytics: () => <AnalyticsArea />,
  audit: () => <AuditArea />,
}

const badges = { messages: () => <UnreadBadge /> }

/** A failure the server meant (4xx) is shown at once; only network faults and 5xx are tried again. */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiFailure && error.status !== undefined && error.status < 500) && count < 2

function AdminGate({ onBack }: { onBack: () => void }) {
  const { t } = useAdminText()
  const { status, setupRequired } = useSession()
  if (status === 'signedIn' && !setupRequired) return <AdminFrame onBack={onBack} areas={areas} badges={badges} />
  return (
    <div className="admin-login">
      <header className="admin-login__header">
        <h1>{t('frame.title')}</h1>
        <button type="button" className="button button--ghost button--small" onClick={onBack} data-testid="admin-back">
          {t('frame.back')}
        </button>
      </header>
      {status === 'checking' ? (
        <p role="status" className="admin-login__checking">
          {t('frame.checking')}
        </p>
      ) : status === 'signedIn' ? (
        <SecondFactorRequiredScreen />
      ) : (
        <section className="admin-login__panel" aria-labelledby="admin-login-title">
          <h2 id="admin-login-title">{t('session.login')}</h2>
          <LoginForm />
        </section>
      )}
    </div>
  )
}

/** The in-page admin (SPEC §2), loaded only when opened; a client of the /api contract only. */
export default function AdminScreen({ onBack }: { onBack: () => void }) {
  const { locale } = useLanguage()
  // i18next comes with the admin's chunk (the public page reads its texts without it, src/lib/i18n/pageText.ts):
  // the page's texts and the admin's own namespace, in the page's language.
  const i18n = useMemo(() => {
    const instance = createI18n(locale)
    for (const each of LOCALES) instance.addResourceBundle(each, ADMIN_NAMESPACE, adminResources[each])
    return instance
  }, [locale])
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry, refetchOnWindowFocus: false, staleTime: 30_000 } } }),
  )
  return (
    <main className="admin-screen" data-testid="admin-screen">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <Toasts>
              <LeaveGuard>
                <AdminGate onBack={onBack} />
              </LeaveGuard>
            </Toasts>
          </SessionProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </main>
  )
}
