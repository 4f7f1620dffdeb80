'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { TreatmentCategory } from '../../../lib/categories'
import type { GalleryItem } from '../../../lib/contract/gallery'
import type { ServiceItem } from '../../../lib/contract/services'
import { SERVICES_KEY } from '../frame/useServiceList'
import { useSession } from '../session/SessionProvider'

/** The body of `POST`/`PUT /services` in one language (docs/api.md, Services). */
export type ServiceBody = Record<string, unknown> & { lang: 'sv' | 'en' }

export const useServiceCategories = () => {
  const { call } = useSession()
  return useQuery({
    queryKey: ['services', 'categories'],
    queryFn: () => call<TreatmentCategory[]>('/services/categories/list'),
    staleTime: Infinity,
  })
}

/** Gallery images to pick a service's picture from. */
export const useGalleryImages = () => {
  const { call } = useSession()
  return useQuery({
    queryKey: ['gallery', 'images'],
    queryFn: async () => (await call<GalleryItem[]>('/gallery?lang=sv')).filter((item) => item.type === 'image'),
  })
}

/** Saves a service: the Swedish text with every other field, then the English text when there is one. */
export const useSaveService = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({
      id,
      swedish,
      english,
      onStored,
    }: {
      id?: string | number
      swedish: ServiceBody
      english: ServiceBody | null
      /** Told the id as soon as the service exists, so a retry after a failed English text updates, never creates twice. */
      onStored?: (id: string | number) => void
    }) => {
      const saved = id
        ? await call<ServiceItem>(`/services/${id}`, { method: 'PUT', body: swedish })
        : await call<ServiceItem>('/services', { method: 'POST', body: swedish })
      onStored?.(saved.id)
      if (english) await call<ServiceItem>(`/services/${saved.id}`, { method: 'PUT', body: english })
      return saved
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SERVICES_KEY }),
  })
}

export const useSetServiceActive = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, active }: { id: string | number; active: boolean }) =>
      call<ServiceItem>(`/services/${id}`, { method: 'PUT', body: { is_active: active ? 1 : 0 } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SERVICES_KEY }),
  })
}

export const useDeleteService = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string | number) => call(`/services/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SERVICES_KEY }),
  })
}

/** Uploads a picture for a service: it becomes a gallery item, whose address the service then names. */
export const useUploadServiceImage = () => {
  const { upload } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      file,
      title,
      onProgress,
    }: {
      file: File
      title: string
      onProgress: (fraction: number) => void
    }) => {
      const form = new FormData()
      form.append('file', file)
      form.append('title', title)
      form.append('category', 'general')
      form.append('lang', 'sv')
      return upload<GalleryItem>('/gallery', form, { onProgress })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['gallery'] }),
  })
}
