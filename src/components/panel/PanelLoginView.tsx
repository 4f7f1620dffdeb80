import { redirect } from 'next/navigation'
import type { AdminViewServerProps, ServerProps } from 'payload'
import { getSafeRedirect } from 'payload/shared'

import { Logo } from './Logo'
import { PanelLoginForm } from './PanelLoginForm'

/**
 * The panel's login page (Payload's `admin.components.views.login`), as Payload's own but with a code step: a
 * member with a second factor is asked for the code after the password, on the same form.
 */
export function PanelLoginView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { admin, api } = req.payload.config.routes
  const wanted = typeof searchParams?.redirect === 'string' ? searchParams.redirect : ''
  const redirectTo = getSafeRedirect({ fallbackTo: admin, redirectTo: wanted })
  if (req.user) redirect(redirectTo)
  // Unlike Payload's own template, the page has its main landmark and heading (axe asks for both).
  return (
    <main>
      <h1 className="salong-visually-hidden">{req.i18n.t('authentication:login')}</h1>
      <div className="login__brand">
        <Logo {...({ payload: req.payload, i18n: req.i18n } as ServerProps)} />
      </div>
      <PanelLoginForm loginUrl={`${api}/users/login`} forgotUrl={`${admin}/forgot`} redirectTo={redirectTo} />
    </main>
  )
}
