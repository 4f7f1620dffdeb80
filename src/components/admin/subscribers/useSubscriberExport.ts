'use client'

import { useState } from 'react'

import { subscriberQuery } from './useSubscribers'
import { API_REQUEST_FAILED } from '../../../lib/apiClient'
import { salonDay } from '../../../lib/salonDay'
import type { SubscriberSort } from '../../../lib/schemas/subscriberListQuery'
import type { SubscriberFilter } from '../../../lib/subscriberState'
import { saveFile } from '../frame/saveFile'
import { useToast } from '../frame/Toasts'
import { useSession } from '../session/SessionProvider'
import { useAdminText, useMessageText } from '../useAdminText'

/**
 * The filtered list as a CSV file for Excel, written by the server a page at a time as it streams
 * (GET /newsletter/subscribers/export, in the admin's language), saved as a Blob.
 */
export const useSubscriberExport = () => {
  const { t, i18n } = useAdminText()
  const say = useMessageText()
  const toast = useToast()
  const { download } = useSession()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const exportList = async (filter: SubscriberFilter, sort: SubscriberSort, count: number) => {
    setBusy(true)
    setFailure(null)
    try {
      const params = subscriberQuery(filter, sort)
      params.set('lang', i18n.language === 'en' ? 'en' : 'sv')
      const csv = await download(`/newsletter/subscribers/export?${params}`, API_REQUEST_FAILED)
      // Named by the salon's day, as staff count them (UTC's is still yesterday for an hour or two after midnight).
      saveFile(csv, `${t('subscribers.fileName')}-${salonDay()}.csv`)
      toast(t('subscribers.exported', { count }))
    } catch (error) {
      setFailure(say((error as Error).message))
    } finally {
      setBusy(false)
    }
  }
  return { exportList, busy, failure }
}
