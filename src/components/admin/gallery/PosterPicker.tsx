'use client'

import { useState } from 'react'
import { Button, FileTrigger } from 'react-aria-components'

import type { GalleryCategory } from '../../../lib/categories'
import { uploadProblem, UPLOAD_WRONG_TYPE } from '../../../lib/uploadLimits'
import { useLanguage } from '../../site/LanguageProvider'
import { Field } from '../frame/Field'
import { useAdminText, useMessageText } from '../useAdminText'
import { useGalleryList, useUploadGalleryFile } from './useGallery'

/**
 * A film's poster: one of the gallery's images, or a new image uploaded aside (placement `poster`, so it never
 * shows in the gallery itself), or none. The choice is the form's `poster_url`, saved with the form.
 */
export function PosterPicker({
  value,
  category,
  error,
  onChange,
}: {
  value: string
  category: GalleryCategory
  error?: string
  onChange: (url: string) => void
}) {
  const { t } = useAdminText()
  const say = useMessageText()
  const { locale } = useLanguage()
  const images = (useGalleryList('all', locale).data ?? []).filter((item) => item.type === 'image' && item.url)
  const send = useUploadGalleryFile()
  const [uploading, setUploading] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const uploadPoster = async (file: File) => {
    setFailure(null)
    const problem = uploadProblem(file) ?? (file.type.startsWith('image/') ? null : UPLOAD_WRONG_TYPE)
    if (problem) return setFailure(problem)
    setUploading(true)
    try {
      const poster = await send({ file, fields: { placement: 'poster', category }, onProgress: () => undefined })
      if (poster.url) onChange(poster.url)
    } catch (caught) {
      setFailure((caught as Error).message)
    } finally {
      setUploading(false)
    }
  }

  const known = images.some((image) => image.url === value)
  return (
    <fieldset className="admin-poster">
      <legend>{t('gallery.form.poster')}</legend>
      <p className="field__hint">{t('gallery.form.posterHint')}</p>
      {value ? <img className="admin-thumb" src={value} alt={t('gallery.form.posterPreview')} /> : null}
      <Field label={t('gallery.form.posterPick')} error={error && say(error)}>
        {(control) => (
          <select
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            data-testid="poster-select"
          >
            <option value="">{t('gallery.form.posterNone')}</option>
            {value && !known ? <option value={value}>{t('gallery.form.posterCurrent')}</option> : null}
            {images.map((image) => (
              <option key={image.id} value={image.url ?? ''}>
                {image.title || t('gallery.untitled')}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="admin-actions admin-actions--start">
        <FileTrigger acceptedFileTypes={['image/*']} onSelect={(files) => files?.[0] && void uploadPoster(files[0])}>
          <Button className="button button--small button--ghost" isDisabled={uploading}>
            {uploading ? t('gallery.form.posterUploading') : t('gallery.form.posterUpload')}
          </Button>
        </FileTrigger>
        {value ? (
          <button type="button" className="button button--small button--ghost" onClick={() => onChange('')}>
            {t('gallery.form.posterRemove')}
          </button>
        ) : null}
      </div>
      {failure ? (
        <p className="field__error" role="alert">
          {say(failure)}
        </p>
      ) : null}
    </fieldset>
  )
}
