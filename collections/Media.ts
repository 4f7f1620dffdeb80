import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { mediaReadAccess } from './access/mediaReadAccess'
import { staffOnly } from './access/staffOnly'
import { groups } from './admin/groups'
import { viewOnSite } from './admin/livePreview'
import { galleryCategoryOptions, placementOptions } from './admin/options'
import { onlyMediaFiles } from './hooks/onlyMediaFiles'
import { requireUploadFile } from './hooks/requireUploadFile'
import { revalidateCollection } from './hooks/revalidateContent'
import { mediaRules } from './hooks/validators'
import { serveMediaFile } from './uploads/serveMediaFile'
import { CACHE_TAGS } from '../src/lib/cacheTags'
import { PORTRAIT_SIZES, RESPONSIVE_SIZES } from '../src/lib/imageSources'
import { MEDIA_TYPES } from '../src/lib/mediaTypes'
import { mediaDir } from '../src/lib/paths'

const WEBP = { format: 'webp' as const, options: { quality: 70 } }

/** Images and videos: treatment pictures, the gallery, the hero and services videos. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { sv: 'Bild eller film', en: 'Image or film' }, plural: { sv: 'Galleri', en: 'Gallery' } },
  admin: {
    group: groups.content,
    useAsTitle: 'title',
    defaultColumns: ['filename', 'title', 'category', 'placement', 'isActive', 'sortOrder'],
    listSearchableFields: ['title', 'alt', 'filename'],
    preview: viewOnSite('gallery'),
  },
  defaultSort: 'sortOrder',
  access: { read: mediaReadAccess, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { ...revalidateCollection(CACHE_TAGS.media), beforeOperation: [requireUploadFile, onlyMediaFiles] },
  upload: {
    staticDir: path.resolve(mediaDir()),
    // Browser caching (ETag, 304, Cache-Control) and ranges for films, from the folder or the bucket; see the handler.
    handlers: [serveMediaFile()],
    // What the page shows and nothing else (no SVG: a document that can run script on the site's origin).
    mimeTypes: MEDIA_TYPES,
    // The contract's `thumbnail_url` (as uploaded), then the page's WebP widths (src/lib/imageSources.ts):
    // never enlarged, but the widest keeps a smaller original at its own width, so every image has a WebP.
    imageSizes: [
      { name: 'thumbnail', width: 480, height: 360, position: 'centre' },
      ...RESPONSIVE_SIZES.map(({ name, width }, index) => ({
        name,
        width,
        ...(index === RESPONSIVE_SIZES.length - 1 ? { withoutEnlargement: true } : {}),
        formatOptions: WEBP,
      })),
      // Cropped to 9:16 around the middle; Payload leaves one out when the original is smaller both ways.
      ...PORTRAIT_SIZES.map(({ name, width, height }) => ({
        name,
        width,
        height,
        position: 'centre',
        formatOptions: WEBP,
      })),
    ],
    adminThumbnail: 'thumbnail',
    // A file is still required on every create but a backup restore's (hooks/requireUploadFile.ts).
    filesRequiredOnCreate: false,
  },
  fields: [
    { name: 'title', type: 'text', localized: true, validate: mediaRules.title, label: { sv: 'Titel', en: 'Title' } },
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
      options: galleryCategoryOptions,
      label: { sv: 'Galleri-kategori', en: 'Gallery category' },
      admin: { description: { sv: 'Galleriets filter på sidan', en: "The page's gallery filter" } },
    },
    {
      name: 'placement',
      type: 'select',
      required: true,
      defaultValue: 'gallery',
      options: placementOptions,
      label: { sv: 'Visas i', en: 'Shown in' },
      admin: {
        description: {
          sv: 'En stillbild till en film visas bara under filmen, aldrig i galleriet.',
          en: 'A still image for a film is only shown under that film, never in the gallery.',
        },
      },
    },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      label: { sv: 'Affischbild (för video)', en: 'Poster image (for video)' },
      admin: {
        description: {
          sv: 'Bara för filmer: bilden som visas innan filmen spelas.',
          en: 'Films only: the picture shown before the film plays.',
        },
      },
    },
    {
      name: 'isActive',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      label: { sv: 'Aktiv', en: 'Active' },
      admin: {
        description: {
          sv: 'Bara aktiva bilder och filmer visas på sidan.',
          en: 'Only active images and films are shown on the page.',
        },
      },
    },
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      label: { sv: 'Ordning', en: 'Order' },
      admin: { description: { sv: 'Lägre tal visas först', en: 'Lower numbers are shown first' } },
    },
  ],
}
