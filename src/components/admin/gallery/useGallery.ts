'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { formFields } from './galleryFormValues'
import type { GalleryCategory } from '../../../lib/categories'
import type { GalleryItem } from '../../../lib/contract/gallery'
import type { Locale } from '../../../lib/locales'
import type { GalleryItemInput } from '../../../lib/schemas/galleryItem'
import { ApiFailure } from '../session/ApiFailure'
import { useSession } from '../session/SessionProvider'

export type GalleryFilter = GalleryCategory | 'all'

/** Cache keys of the gallery area: every list and item sits under `gallery`, so one invalidation refreshes all. */
export const galleryKeys = {
  all: ['gallery'] as const,
  list: (filter: GalleryFilter, locale: Locale) => ['gallery', 'list', filter, locale] as const,
  item: (id: GalleryItem['id'], locale: Locale) => ['gallery', 'item', String(id), locale] as const,
}

/** The gallery's items (active and hidden: staff see both), narrowed by the SPEC's category filter on the server. */
export const useGalleryList = (filter: GalleryFilter, locale: Locale) => {
  const { call } = useSession()
  return useQuery({
    queryKey: galleryKeys.list(filter, locale),
    queryFn: () => call<GalleryItem[]>(`/gallery?category=${filter}&lang=${locale}`),
  })
}

/** One item with its texts in one language (the form reads both). */
export const useGalleryItem = (id: GalleryItem['id'], locale: Locale) => {
  const { call } = useSession()
  return useQuery({
    queryKey: galleryKeys.item(id, locale),
    queryFn: () => call<GalleryItem>(`/gallery/${encodeURIComponent(String(id))}?lang=${locale}`),
  })
}

/** POST /gallery as multipart: the file and its metadata as form fields, with the upload's progress. */
export const useUploadGalleryFile = () => {
  const { upload } = useSession()
  return ({
    file,
    fields,
    onProgress,
  }: {
    file: File
    fields: GalleryItemInput
    onProgress: (fraction: number) => void
  }) => {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields))
      if (value !== undefined && value !== null) form.set(key, String(value))
    form.set('file', file)
    return upload<GalleryItem>('/gallery', form, { onProgress })
  }
}

/**
 * Saves the Swedish texts with the shared fields, then the English texts (titles and alt text are per language).
 * A refusal names its fields as the form does (`title` of the English call is `title_en`).
 */
export const useSaveGalleryItem = (id: GalleryItem['id']) => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  const path = `/gallery/${encodeURIComponent(String(id))}`
  return useMutation({
    mutationFn: async (bodies: Record<Locale, GalleryItemInput>) => {
      let saved: GalleryItem | null = null
      for (const lang of ['sv', 'en'] as const) {
        try {
          saved = await call<GalleryItem>(path, { method: 'PUT', body: { ...bodies[lang], lang } })
        } catch (error) {
          throw inFormFields(error, formFields(lang))
        }
      }
      return saved
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
  })
}

const inFormFields = (error: unknown, fields: Record<string, string>) => {
  if (!(error instanceof ApiFailure) || !error.errors) return error
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([field, message]) => [fields[field] ?? field, message]),
  )
  return new ApiFailure(error.message, error.status, errors, error.network)
}

export const useDeleteGalleryItem = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: GalleryItem['id']) =>
      call<{ id: GalleryItem['id'] }>(`/gallery/${encodeURIComponent(String(id))}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
  })
}
