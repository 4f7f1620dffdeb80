'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { useLanguage } from '../../site/LanguageProvider'
import { ChangePasswordDialog } from '../session/ChangePasswordDialog'
import { LoginForm } from '../session/LoginForm'
import { useSession } from '../session/SessionProvider'
import { displayName } from '../session/staffUser'
import { useAdminText } from '../useAdminText'
import { AdminDialog } from './AdminDialog'
import { AREAS, rememberArea, rememberedArea, type Area } from './areas'
import { AreaNavigation } from './AreaNavigation'
import { useLeave } from './LeaveGuard'

/** The admin's top bar: who is signed in, the page's language toggle, the way back. */
function AdminBar({ onBack, menuButton }: { onBack: () => void; menuButton?: ReactNode }) {
  const { t } = useAdminText()
  const { locale, switchLanguage } = useLanguage()
  const { user, signOut } = useSession()
  const leave = useLeave()
  const [changingPassword, setChangingPassword] = useState(false)
  return (
    <header className="admin-bar">
      <div className="admin-bar__title">
        {menuButton}
        <h1>{t('frame.title')}</h1>
      </div>
      <div className="admin-bar__tools">
        {user ? <span className="admin-bar__user">{t('frame.signedInAs', { name: displayName(user) })}</span> : null}
        <button
          type="button"
          className="lang-toggle"
          onClick={() => leave(() => switchLanguage(locale === 'sv' ? 'en' : 'sv'))}
          aria-label={t('frame.switchLanguage')}
          data-testid="admin-language"
        >
          <span className={locale === 'sv' ? 'is-current' : undefined}>SV</span> / <span className={locale === 'en' ? 'is-current' : undefined}>EN</span>
        </button>
        {user ? (
          <>
            <button type="button" className="button button--ghost button--small" onClick={() => setChangingPassword(true)}>
              {t('frame.changePassword')}
            </button>
            <a className="button button--ghost button--small" href="/admin">
              {t('frame.openPanel')}
            </a>
            <button type="button" className="button button--ghost button--small" onClick={() => leave(() => void signOut())}>
              {t('frame.logout')}
            </button>
          </>
        ) : null}
        <button type="button" className="button button--small" onClick={() => leave(onBack)} data-testid="admin-back">
          {t('frame.back')}
        </button>
      </div>
      <ChangePasswordDialog isOpen={changingPassword} onClose={() => setChangingPassword(false)} />
    </header>
  )
}

/** The signed-in admin: navigation to every area, the area itself, and the login again when a call answers 401. */
export function AdminFrame({ onBack, areas }: { onBack: () => void; areas: Record<Area, () => ReactNode> }) {
  const { t } = useAdminText()
  const { expired } = useSession()
  const leave = useLeave()
  const queryClient = useQueryClient()
  const [area, setArea] = useState<Area>(rememberedArea)
  const [menuOpen, setMenuOpen] = useState(false)
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
      <AdminBar onBack={onBack} menuButton={menuButton} />
      <div className="admin-frame__body">
        <nav id="admin-nav" className={`admin-nav${menuOpen ? ' is-open' : ''}`} aria-label={t('frame.navLabel')}>
          <ul>
            {AREAS.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className="admin-nav__link"
                  aria-current={name === area ? 'page' : undefined}
                  onClick={() => open(name)}
                  data-testid={`nav-${name}`}
                >
                  {t(`frame.areas.${name}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="admin-area" key={area} data-area={area} aria-label={t(`frame.areas.${area}`)}>
          <AreaNavigation.Provider value={open}>{areas[area]()}</AreaNavigation.Provider>
        </section>
      </div>
      <AdminDialog title={t('session.expiredTitle')} isOpen={expired} required>
        <p className="form-status">{t('session.expiredNote')}</p>
        <LoginForm />
      </AdminDialog>
    </div>
  )
}
