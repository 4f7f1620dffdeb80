import type { ServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { panelText, type PanelTextKey } from '../../lib/i18n/panel'
import type { DashboardCounts as Counts } from '../../queries/dashboardCounts'
import { findDashboardCounts } from '../../queries/dashboardCounts'

/** Each count, the list it opens (narrowed to what was counted where a filter says it plainly). */
const tiles: { key: keyof Counts & PanelTextKey; list: string }[] = [
  { key: 'services', list: '/collections/treatments' },
  { key: 'activePromotions', list: '/collections/promotions?where[isActive][equals]=true' },
  { key: 'galleryItems', list: '/collections/media?where[placement][equals]=gallery' },
  { key: 'unreadMessages', list: '/collections/messages?where[isRead][equals]=false' },
  { key: 'activeSubscribers', list: '/collections/subscribers?where[isActive][equals]=true' },
]

/**
 * The salon's counts above Payload's collection cards (`admin.components.beforeDashboard`): the same figures
 * the in-page admin's dashboard shows, and the way to the public page in either language.
 */
export async function DashboardCounts({ payload, user, i18n }: ServerProps) {
  const counts = await findDashboardCounts(payload, user)
  const adminRoute = payload.config.routes.admin
  return (
    <section className="salong-counts" aria-labelledby="salong-counts-title" data-testid="dashboard-counts">
      <div className="salong-counts__head">
        <h2 id="salong-counts-title">{panelText(i18n, 'countsTitle')}</h2>
        <p className="salong-counts__site">
          <a href="/" target="_blank" rel="noopener">
            {panelText(i18n, 'viewSite')} {panelText(i18n, 'viewSiteSv')}
          </a>
          <a href="/en" target="_blank" rel="noopener">
            {panelText(i18n, 'viewSite')} {panelText(i18n, 'viewSiteEn')}
          </a>
        </p>
      </div>
      <ul className="salong-counts__list">
        {tiles.map(({ key, list }) => (
          <li key={key}>
            <a
              className="salong-counts__tile"
              href={formatAdminURL({ adminRoute, path: list as `/${string}` })}
              data-testid={`count-${key}`}
            >
              <span className="salong-counts__value">{counts[key]}</span>
              <span className="salong-counts__label">{panelText(i18n, key)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
