import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { GALLERY_CATEGORIES, MEDIA_PLACEMENTS } from '../src/lib/categories'
import { mediaDir } from '../src/lib/paths'
import { activeOrStaff } from './access/activeOrStaff'
import { staffOnly } from './access/staffOnly'
import { revalidateAfterChange, revalidateAfterDelete } from './hooks/revalidateContent'

/** Images and videos: treatment pictures, the gallery, the hero and services videos. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { sv: 'Media', en: 'Media' }, plural: { sv: 'Media', en: 'Media' } },
  admin: { useAsTitle: 'title', defaultColumns: ['filename', 'title', 'category', 'placement', 'isActive'] },
  access: { read: activeOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  upload: {
    staticDir: path.resolve(mediaDir()),
    mimeTypes: ['image/*', 'video/mp4', 'video/webm'],
    imageSizes: [{ name: 'thumbnail', width: 480, height: 360, position: 'centre' }],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    { name: 'title', type: 'text', localized: true, label: { sv: 'Titel', en: 'Title' } },
    {
      name: 'alt',
      type: 'text',
      localized: true,
      label: { sv: 'Alternativtext', en: 'Alt text' },
      admin: { description: { sv: 'Beskriver bilden för skärmläsare', en: 'Describes the image for screen readers' } },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'general',
      options: GALLERY_CATEGORIES.map((value) => ({ label: value, value })),
      label: { sv: 'Galleri-kategori', en: 'Gallery category' },
    },
    {
      name: 'placement',
      type: 'select',
      required: true,
      defaultValue: 'gallery',
      options: MEDIA_PLACEMENTS.map((value) => ({ label: value, value })),
      label: { sv: 'Visas i', en: 'Shown in' },
    },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      label: { sv: 'Affischbild (för video)', en: 'Poster image (for video)' },
    },
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true, label: { sv: 'Aktiv', en: 'Active' } },
    { name: 'sortOrder', type: 'number', defaultValue: 0, label: { sv: 'Ordning', en: 'Order' } },
  ],
}
