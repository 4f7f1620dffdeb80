'use client'

import type { GalleryItem } from '../../../lib/contract/gallery'
import { useAdminText } from '../useAdminText'

/** One image or film in the grid: its still, title, tags and actions. */
export function GalleryTile({
  item,
  onEdit,
  onDelete,
}: {
  item: GalleryItem
  onEdit: () => void
  onDelete: () => void
}) {
  const { t } = useAdminText()
  const name = item.title || t('gallery.untitled')
  const still = item.thumbnail_url ?? (item.type === 'image' ? item.url : null)
  return (
    <li className="admin-tile" data-testid="gallery-tile" data-type={item.type} data-category={item.category}>
      {still ? (
        // The title below names the item; the picture repeats it only through its own description.
        <img src={still} alt={item.alt ?? ''} loading="lazy" width={480} height={360} />
      ) : (
        <div className="admin-tile__film" aria-hidden="true">
          ▶
        </div>
      )}
      <p className="admin-row__title">{name}</p>
      <p className="admin-tile__tags">
        <span className="admin-tag">{t(`gallery.types.${item.type}`)}</span>
        <span className="admin-tag">{t(`gallery.filters.${item.category}`)}</span>
        {item.is_active ? null : <span className="admin-tag admin-tag--muted">{t('frame.hidden')}</span>}
      </p>
      <div className="admin-tile__actions">
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={onEdit}
          aria-label={`${t('frame.edit')}: ${name}`}
        >
          {t('frame.edit')}
        </button>
        <button
          type="button"
          className="button button--small button--danger"
          onClick={onDelete}
          aria-label={`${t('frame.delete')}: ${name}`}
        >
          {t('frame.delete')}
        </button>
      </div>
    </li>
  )
}
