'use client'

import { useState } from 'react'

import { salonDay } from '../../../lib/salonDay'
import { subscribersCsv, type SubscriberCsvLabels } from '../../../lib/subscriberCsv'
import type { SubscriberFilter } from '../../../lib/subscriberState'
import { saveFile } from '../frame/saveFile'
import { useToast } from '../frame/Toasts'
import { useAdminText, useMessageText } from '../useAdminText'
import { useFetchSubscribers } from './useSubscribers'

/** The filtered list as a CSV file for Excel: every page fetched anew, written by papaparse, saved as a Blob. */
export const useSubscriberExport = () => {
  const { t } = useAdminText()
  const say = useMessageText()
  const toast = useToast()
  const fetchSubscribers = useFetchSubscribers()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const exportList = async (filter: SubscriberFilter) => {
    setBusy(true)
    setFailure(null)
    try {
      const rows = await fetchSubscribers(filter)
      const labels: SubscriberCsvLabels = {
        columns: t('subscribers.csv.columns', { returnObjects: true }) as SubscriberCsvLabels['columns'],
        states: t('subscribers.states', { returnObjects: true }) as SubscriberCsvLabels['states'],
        yes: t('subscribers.csv.yes'),
        no: t('subscribers.csv.no'),
      }
      const csv = new Blob([subscribersCsv(rows, labels)], { type: 'text/csv;charset=utf-8' })
      // Named by the salon's day, as staff count them (UTC's is still yesterday for an hour or two after midnight).
      saveFile(csv, `${t('subscribers.fileName')}-${salonDay()}.csv`)
      toast(t('subscribers.exported', { count: rows.length }))
    } catch (error) {
      setFailure(say((error as Error).message))
    } finally {
      setBusy(false)
    }
  }
  return { exportList, busy, failure }
}
