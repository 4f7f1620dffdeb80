'use client'

import { useState } from 'react'
import { Button, DropZone, FileTrigger, isFileDropItem } from 'react-aria-components'

import { GALLERY_CATEGORIES, type GalleryCategory } from '../../../lib/categories'
import { ACCEPTED_UPLOAD_TYPES, MAX_UPLOAD_MB } from '../../../lib/uploadLimits'
import { Field } from '../frame/Field'
import { useAdminText } from '../useAdminText'
import { UploadQueue } from './UploadQueue'
import { useUploadQueue } from './useUploadQueue'

/** Several images and films at once, by drag and drop or the file picker, into the chosen category. */
export function GalleryUpload({ defaultCategory }: { defaultCategory: GalleryCategory }) {
  const { t } = useAdminText()
  const queue = useUploadQueue()
  const [category, setCategory] = useState<GalleryCategory>(defaultCategory)
  // Uploading while a category is filtered puts the files where the staff member is looking.
  const [followedFilter, setFollowedFilter] = useState(defaultCategory)
  if (followedFilter !== defaultCategory) {
    setFollowedFilter(defaultCategory)
    setCategory(defaultCategory)
  }

  return (
    <section className="admin-panel admin-upload-panel" aria-labelledby="gallery-upload-title">
      <h3 id="gallery-upload-title">{t('gallery.upload.title')}</h3>
      <Field label={t('gallery.upload.category')} className="admin-upload-panel__category">
        {(control) => (
          <select
            {...control}
            value={category}
            onChange={(event) => setCategory(event.target.value as GalleryCategory)}
            data-testid="upload-category"
          >
            {GALLERY_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`gallery.filters.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <DropZone
        className="admin-dropzone"
        aria-label={t('gallery.upload.dropLabel')}
        isDisabled={queue.busy}
        onDrop={async (event) => {
          const files = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()))
          queue.add(files, category)
        }}
      >
        <p className="admin-dropzone__text">{t('gallery.upload.drop')}</p>
        <p className="admin-dropzone__text">{t('gallery.upload.or')}</p>
        <FileTrigger
          allowsMultiple
          acceptedFileTypes={ACCEPTED_UPLOAD_TYPES}
          onSelect={(files) => files && queue.add(Array.from(files), category)}
        >
          <Button className="button" isDisabled={queue.busy} data-testid="upload-choose">
            {t('gallery.upload.choose')}
          </Button>
        </FileTrigger>
        <p className="field__hint">{t('gallery.upload.hint', { max: MAX_UPLOAD_MB })}</p>
      </DropZone>
      <UploadQueue entries={queue.entries} onRetry={queue.retry} onClear={queue.clear} />
    </section>
  )
}
