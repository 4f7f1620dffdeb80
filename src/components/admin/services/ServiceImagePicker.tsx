'use client'

import { useState } from 'react'

import { DEFAULT_IMAGE } from '../../../lib/siteConstants'
import { UPLOAD_WRONG_TYPE, uploadProblem } from '../../../lib/uploadLimits'
import { Field } from '../frame/Field'
import { useAdminText, useMessageText } from '../useAdminText'
import { useGalleryImages, useUploadServiceImage } from './useServices'

/** A service's picture: uploaded (it becomes a gallery item) or picked from the gallery, with a preview. */
export function ServiceImagePicker({
  value,
  title,
  onChange,
}: {
  value: string
  title: string
  onChange: (url: string) => void
}) {
  const { t } = useAdminText()
  const say = useMessageText()
  const images = useGalleryImages()
  const uploadImage = useUploadServiceImage()
  const [progress, setProgress] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const upload = async (file: File | undefined) => {
    if (!file) return
    // Refused here with the server's own rule and words, before anything is sent; a service's picture is an image.
    const problem = uploadProblem(file) ?? (file.type.startsWith('image/') ? null : UPLOAD_WRONG_TYPE)
    if (problem) return setFailure(say(problem))
    setFailure(null)
    setProgress(0)
    try {
      const item = await uploadImage.mutateAsync({ file, title: title || file.name, onProgress: setProgress })
      if (item.url) onChange(item.url)
    } catch (error) {
      setFailure(say((error as Error).message))
    } finally {
      setProgress(null)
    }
  }

  return (
    <fieldset className="admin-fieldset">
      <legend>{t('services.image')}</legend>
      <img
        className="admin-thumb"
        src={value || DEFAULT_IMAGE}
        alt={t('services.imagePreview')}
        data-testid="service-image-preview"
      />
      <Field label={t('services.pickImage')}>
        {(control) => (
          <select
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            disabled={images.isPending}
          >
            <option value="">{t('services.noImage')}</option>
            {value && !images.data?.some((item) => item.url === value) ? (
              <option value={value}>{value.split('/').pop()}</option>
            ) : null}
            {images.data?.map((item) => (
              <option key={item.id} value={item.url ?? ''}>
                {item.title || item.url?.split('/').pop()}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('services.uploadImage')} error={failure ?? undefined}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/*"
            onChange={(event) => void upload(event.target.files?.[0])}
            disabled={progress !== null}
          />
        )}
      </Field>
      {progress !== null ? (
        <progress className="admin-progress-native" max={1} value={progress} aria-label={t('services.uploading')} />
      ) : null}
    </fieldset>
  )
}
