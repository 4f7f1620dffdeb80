'use client'

import { useLivePreview } from '@payloadcms/live-preview-react'
import { useEffect, useState } from 'react'

import type { PreviewTarget } from '../../../lib/livePreview'
import type { Locale } from '../../../lib/locales'
import { useSetPreviewOverlay } from '../SiteDataProvider'
import { applyPreview, isPreviewDoc } from './applyPreview'

/**
 * Payload's live preview listener (`useLivePreview`): each change in the panel's form arrives here, populated by
 * Payload, and is laid over the page's data. Loaded only inside the panel's preview frame (SiteApp).
 */
export default function LivePreviewBridge({ target, locale }: { target: PreviewTarget; locale: Locale }) {
  const setOverlay = useSetPreviewOverlay()
  // Stable: the hook subscribes again whenever its initial data changes. The id names the document Payload merges into.
  const [initialData] = useState<Record<string, unknown>>(() => (target.id ? { id: target.id } : {}))
  const { data, isLoading } = useLivePreview<Record<string, unknown>>({
    initialData,
    serverURL: window.location.origin,
    depth: 1,
  })

  useEffect(() => {
    if (isLoading || !isPreviewDoc(target.slug, data)) return
    setOverlay({ apply: (current) => applyPreview(current, target.slug, data, locale) })
  }, [data, isLoading, locale, setOverlay, target.slug])

  return null
}
