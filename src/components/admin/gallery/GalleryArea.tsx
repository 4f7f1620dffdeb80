'use client'

import { useState } from 'react'

import type { GalleryItem } from '../../../lib/contract/gallery'
import { GalleryFilterChips } from '../../site/GalleryFilterChips'
import { useLanguage } from '../../site/LanguageProvider'
import { AreaHeading } from '../frame/AreaHeading'
import { ConfirmDialog } from '../frame/ConfirmDialog'
import { QueryState } from '../frame/states'
import { useToast } from '../frame/Toasts'
import { useAdminText, useMessageText } from '../useAdminText'
import { GalleryItemForm } from './GalleryItemForm'
import { GalleryTile } from './GalleryTile'
import { GalleryUpload } from './GalleryUpload'
import { type GalleryFilter, useDeleteGalleryItem, useGalleryList } from './useGallery'

/** The gallery (SPEC §2): images and films by the SPEC's categories, uploads, editing and deleting. */
export function GalleryArea() {
  const { t } = useAdminText()
  const say = useMessageText()
  const toast = useToast()
  const { locale } = useLanguage()
  const [filter, setFilter] = useState<GalleryFilter>('all')
  const list = useGalleryList(filter, locale)
  const remove = useDeleteGalleryItem()
  const [editing, setEditing] = useState<GalleryItem | null>(null)
  const [deleting, setDeleting] = useState<GalleryItem | null>(null)
  const name = (item: GalleryItem | null) => item?.title || t('gallery.untitled')

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast(t('gallery.delete.done', { name: name(deleting) }))
        setDeleting(null)
      },
    })
  }

  return (
    <>
      <AreaHeading>{t('frame.areas.gallery')}</AreaHeading>
      <GalleryUpload defaultCategory={filter === 'all' ? 'general' : filter} />
      <GalleryFilterChips
        value={filter}
        onChange={setFilter}
        label={t('gallery.filterLabel')}
        chipText={(value) => t(`gallery.filters.${value}`)}
        className="admin-filters admin-filters--chips"
        testIdPrefix="gallery-filter-"
      />
      <QueryState query={list} isEmpty={(items) => items.length === 0} empty={t('gallery.empty')}>
        {(items) => (
          <ul className="admin-grid" aria-label={t('gallery.listLabel')} data-testid="gallery-admin-grid">
            {items.map((item) => (
              <GalleryTile
                key={item.id}
                item={item}
                onEdit={() => setEditing(item)}
                onDelete={() => setDeleting(item)}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {editing ? <GalleryItemForm item={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('gallery.delete.title', { name: name(deleting) })}
        text={remove.error ? `${t('gallery.delete.text')} ${say(remove.error.message)}` : t('gallery.delete.text')}
        confirmLabel={t('frame.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => {
          remove.reset()
          setDeleting(null)
        }}
      />
    </>
  )
}
