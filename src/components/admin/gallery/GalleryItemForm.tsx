'use client'

import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { contractBody, formValues, galleryResolver, type GalleryFormValues } from './galleryFormValues'
import { PosterPicker } from './PosterPicker'
import { useGalleryItem, useSaveGalleryItem } from './useGallery'
import { GALLERY_CATEGORIES } from '../../../lib/categories'
import type { GalleryItem } from '../../../lib/contract/gallery'
import { AdminDialog } from '../frame/AdminDialog'
import { Field } from '../frame/Field'
import { showServerErrors } from '../frame/formErrors'
import { FormFooter } from '../frame/FormFooter'
import { useLeave, useLeaveGuard } from '../frame/LeaveGuard'
import { ErrorState, LoadingSkeleton } from '../frame/states'
import { useToast } from '../frame/Toasts'
import { useAdminText, useMessageText } from '../useAdminText'

/** The item's details in both languages, side by side; a film also gets its poster. */
function ItemFields({
  item,
  initial,
  onClose,
}: {
  item: GalleryItem
  initial: GalleryFormValues
  onClose: () => void
}) {
  const { t } = useAdminText()
  const say = useMessageText()
  const toast = useToast()
  const leave = useLeave()
  const save = useSaveGalleryItem(item.id)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<GalleryFormValues>({ resolver: galleryResolver(item.type), defaultValues: initial })
  const { errors, isDirty, isSubmitting } = form.formState
  useLeaveGuard(isDirty)
  const error = (name: keyof GalleryFormValues) => (errors[name]?.message ? say(errors[name].message) : undefined)

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      await save.mutateAsync({ sv: contractBody(values, 'sv', item.type), en: contractBody(values, 'en', item.type) })
      form.reset(values)
      toast(t('gallery.form.saved'))
      onClose()
    } catch (caught) {
      // What was typed stays in the form; the server's words go to their fields, the rest above the buttons.
      const rest = showServerErrors(caught, form.setError)
      setFailure(rest ? say(rest) : null)
    }
  })

  const text = (name: keyof GalleryFormValues, label: string, hint?: string) => (
    <Field label={label} hint={hint} error={error(name)}>
      {(control) => <input {...control} {...form.register(name)} />}
    </Field>
  )

  return (
    <form className="admin-form" onSubmit={submit} noValidate data-testid="gallery-form">
      <div className="admin-columns">
        {text('title_sv', t('gallery.form.titleSv'))}
        {text('title_en', t('gallery.form.titleEn'))}
        {text('alt_sv', t('gallery.form.altSv'), t('gallery.form.altHint'))}
        {text('alt_en', t('gallery.form.altEn'), t('gallery.form.altHint'))}
      </div>
      <div className="admin-columns">
        <Field label={t('gallery.form.category')} error={error('category')}>
          {(control) => (
            <select {...control} {...form.register('category')}>
              {GALLERY_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {t(`gallery.filters.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="field field--check">
          <label>
            <input type="checkbox" {...form.register('is_active')} /> {t('gallery.form.active')}
          </label>
        </div>
      </div>
      {item.type === 'video' ? (
        <PosterPicker
          value={form.watch('poster_url')}
          category={form.watch('category')}
          error={errors.poster_url?.message}
          onChange={(url) => form.setValue('poster_url', url, { shouldDirty: true })}
        />
      ) : null}
      <FormFooter failure={failure} busy={isSubmitting} onCancel={() => leave(onClose)} />
    </form>
  )
}

/** Edit one item in a dialog: both languages are read before the form shows, so nothing is overwritten blind. */
export function GalleryItemForm({ item, onClose }: { item: GalleryItem; onClose: () => void }) {
  const { t } = useAdminText()
  const leave = useLeave()
  const sv = useGalleryItem(item.id, 'sv')
  const en = useGalleryItem(item.id, 'en')
  const failed = sv.error ?? en.error
  return (
    <AdminDialog
      title={t('gallery.form.title', { name: item.title || t('gallery.untitled') })}
      isOpen
      onClose={() => leave(onClose)}
    >
      {sv.data && en.data ? (
        // Kept while a refetch runs or fails (after a new login too): the form holds what was typed.
        <ItemFields item={item} initial={formValues(sv.data, en.data)} onClose={onClose} />
      ) : failed ? (
        <ErrorState
          error={failed}
          onRetry={() => {
            void sv.refetch()
            void en.refetch()
          }}
        />
      ) : (
        <LoadingSkeleton rows={3} />
      )}
    </AdminDialog>
  )
}
