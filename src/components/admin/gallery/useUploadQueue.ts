'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'

import type { GalleryCategory } from '../../../lib/categories'
import { uploadProblem } from '../../../lib/uploadLimits'
import { useToast } from '../frame/Toasts'
import { useAdminText } from '../useAdminText'
import { galleryKeys, useUploadGalleryFile } from './useGallery'

export type UploadEntry = {
  key: string
  file: File
  category: GalleryCategory
  status: 'sending' | 'done' | 'refused' | 'failed'
  /** 0…1, as the browser reports the bytes sent. */
  progress: number
  /** The contract's (English) message; the row translates it. */
  error?: string
}

/**
 * Files on their way to POST /gallery, each with its own progress. A file the server would refuse (type, size)
 * is refused here with the server's own text and never sent; a failed one keeps its row and can be sent again.
 */
export const useUploadQueue = () => {
  const { t } = useAdminText()
  const toast = useToast()
  const queryClient = useQueryClient()
  const send = useUploadGalleryFile()
  const [entries, setEntries] = useState<UploadEntry[]>([])
  const counter = useRef(0)

  const patch = (key: string, change: Partial<UploadEntry>) =>
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)))

  const sendOne = async (entry: UploadEntry): Promise<boolean> => {
    patch(entry.key, { status: 'sending', progress: 0, error: undefined })
    try {
      await send({
        file: entry.file,
        fields: { category: entry.category },
        onProgress: (progress) => patch(entry.key, { progress }),
      })
      patch(entry.key, { status: 'done', progress: 1 })
      return true
    } catch (error) {
      patch(entry.key, { status: 'failed', error: (error as Error).message })
      return false
    }
  }

  /** Sends every acceptable file at once; the grid refreshes and a toast counts them when all have answered. */
  const sendAll = async (batch: UploadEntry[]) => {
    const results = await Promise.all(batch.map(sendOne))
    const count = results.filter(Boolean).length
    if (count === 0) return
    await queryClient.invalidateQueries({ queryKey: galleryKeys.all })
    toast(t('gallery.upload.uploaded', { count }))
  }

  const add = (files: File[], category: GalleryCategory) => {
    const fresh = files.map((file): UploadEntry => {
      const problem = uploadProblem(file)
      counter.current += 1
      const key = `${counter.current}-${file.name}`
      return problem
        ? { key, file, category, status: 'refused', progress: 0, error: problem }
        : { key, file, category, status: 'sending', progress: 0 }
    })
    setEntries((list) => [...list, ...fresh])
    void sendAll(fresh.filter((entry) => entry.status === 'sending'))
  }

  const retry = (entry: UploadEntry) => void sendAll([entry])
  const clear = () => setEntries((list) => list.filter((entry) => entry.status === 'sending'))
  const busy = entries.some((entry) => entry.status === 'sending')

  return { entries, add, retry, clear, busy }
}
