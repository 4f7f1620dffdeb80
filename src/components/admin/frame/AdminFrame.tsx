'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { AreaNavigation } from './AreaNavigation'
import { useLanguage } from '../../site/LanguageProvider'
import { useSecondFactorStatus } from '../secondFactor/useSecondFactor'
import { ChangePasswordDialog } from '../session/ChangePasswordDialog'
import { LoginForm } from '../session/LoginForm'
import { useSession } from '../session/SessionProvider'
import { displayName } from '../session/staffUser'
import { useAdminText } from '../useAdminText'
import { AdminDialog } from './AdminDialog'
import { AREAS, OWNER_AREAS, rememberArea, rememberedArea, type Area } from './areas'
import { useLeave } from './LeaveGuard'

/** Who is signed in and what they can do with their account: in the bar on a laptop, in the menu on a phone. */
function AccountActions({ onChangePassword }: { onChangePassword: () => void }) {
  const { t } = useAdminText()
  const { user, signOut } = useSession()
  const leave = useLeave()
  if (!user) return null
  return (
    <div className="admin-account">
      <span className="admin-bar__user">{t('frame.signedInAs', { name: displayName(user) })}</span>
      <button type="button" className="button button--ghost button--small" onClick={onChangePassword}>
        {t('frame.changePassword')}
      </button>
      {/* Payload's panel is its own app (another root layout): a full page load, not a client-side link. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a className="button button--ghost button--small" href="/admin">
        {t('frame.openPanel')}
      </a>
      <button type="button" className="button button--ghost button--small" onClick={() => leave(() => void signOut())}>
        {t('frame.logout')}
      </button>
    </div>
  )
}

/** The admin's top bar: the page's language toggle, the account, the way back. */
function AdminBar({ onBack, menuButton, account }: { onBack: () => void; menuButton: ReactNode; account: ReactNode }) {
  const { t } = useAdminText()
  const { locale, switchLanguage } = useLanguage()
  const leave = useLeave()
  return (
    <header className="admin-bar">
      <div className="admin-bar__title">
        {menuButton}
        <h1>{t('frame.title')}</h1>
      </div>
      <div className="admin-bar__tools">
        {account}
        <button
          type="button"
          className="lang-toggle"
          onClick={() => leave(() => switchLanguage(locale === 'sv' ? 'en' : 'sv'))}
          aria-label={t('frame.switchLanguage')}
          data-testid="admin-language"
        >
          <span className={locale === 'sv' ? 'is-current' : undefined}>SV</span> /{' '}
          <span className={locale === 'en' ? 'is-current' : undefined}>EN</span>
        </button>
        <button type="button" className="button button--small" onClick={() => leave(onBack)} data-testid="admin-back">
          {t('frame.back')}
        </button>
      </div>
    </header>
  )
}

/**
 * The signed-in admin: navigation to every area, the area itself, and the login again when a call answers 401.
 * `badges` puts what needs attention (unread messages) beside an area's name in the navigation.
 */
export function AdminFrame({
  onBack,
  areas,
  badges = {},
}: {
  onBack: () => void
  areas: Record<Area, () => ReactNode>
  badges?: Partial<Record<Area, () => ReactNode>>
}) {
  const { t } = useAdminText()
  const { expired } = useSession()
  const leave = useLeave()
  const queryClient = useQueryClient()
  const [chosen, setArea] = useState<Area>(rememberedArea)
  // The owner's areas only for the owner (the status says whether this member may change the owner's setting).
  const isOwner = useSecondFactorStatus().data?.can_change_requirement === true
  const shown = AREAS.filter((name) => isOwner || !OWNER_AREAS.includes(name))
  const area: Area = shown.includes(chosen) ? chosen : 'dashboard'
  const [menuOpen, setMenuOpen] = useState(false)
  const [changingPassword, setChangingPassword] = useState(false)
  const account = <AccountActions onChangePassword={() => setChangingPassword(true)} />
  const wasExpired = useRef(expired)

  useEffect(() => {
    // Signed in again: what failed with the old token is fetched anew; typed text stayed in the forms.
    if (wasExpired.current && !expired) void queryClient.invalidateQueries()
    wasExpired.current = expired
  }, [expired, queryClient])

  const open = (next: Area) => {
    // The area already open: its heading takes the focus again, as if it had opened.
    if (next === area) {
      setMenuOpen(false)
      return document.querySelector<HTMLElement>('.admin-area [data-testid="area-heading"]')?.focus()
    }
    leave(() => {
      rememberArea(next)
      setArea(next)
      setMenuOpen(false)
    })
  }

  const menuButton = (
    <button
      type="button"
      className="admin-menu-button"
      aria-expanded={menuOpen}
      aria-controls="admin-nav"
      onClick={() => setMenuOpen((current) => !current)}
    >
      {t('frame.menu')}
    </button>
  )

  return (
    <div className="admin-frame">
      <AdminBar onBack={onBack} menuButton={menuButton} account={account} />
      <div className="admin-frame__body">
        <nav id="admin-nav" className={`admin-nav${menuOpen ? ' is-open' : ''}`} aria-label={t('frame.navLabel')}>
          <ul>
            {shown.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className="admin-nav__link"
                  aria-current={name === area ? 'page' : undefined}
                  onClick={() => open(name)}
                  data-testid={`nav-${name}`}
                >
                  {t(`frame.areas.${name}`)}
                  {badges[name]?.()}
                </button>
              </li>
            ))}
          </ul>
          {account}
        </nav>
        <section className="admin-area" key={area} data-area={area} aria-label={t(`frame.areas.${area}`)}>
          <AreaNavigation.Provider value={open}>{areas[area]()}</AreaNavigation.Provider>
        </section>
      </div>
      <ChangePasswordDialog isOpen={changingPassword} onClose={() => setChangingPassword(false)} />
      <AdminDialog title={t('session.expiredTitle')} isOpen={expired} required>
        <p className="form-status">{t('session.expiredNote')}</p>
        <LoginForm />
      </AdminDialog>
    </div>
  )
}
