'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { API_REQUEST_FAILED } from '../../../lib/apiClient'
import type { AuditPage } from '../../../lib/contract/audit'
import { salonDay } from '../../../lib/salonDay'
import type { AuditFilter } from '../../../lib/schemas/auditQuery'
import { saveFile } from '../frame/saveFile'
import { useToast } from '../frame/Toasts'
import { useSession } from '../session/SessionProvider'
import { useAdminText, useMessageText } from '../useAdminText'

const AUDIT_PAGE_SIZE = 50

/** The filters as `GET /audit` reads them; empty ones are left out. */
const auditQuery = (filter: AuditFilter): URLSearchParams => {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value)
  return params
}

export const useAuditPage = (filter: AuditFilter, page: number) => {
  const { call } = useSession()
  const params = auditQuery(filter)
  params.set('page', String(page))
  params.set('limit', String(AUDIT_PAGE_SIZE))
  return useQuery({
    queryKey: ['audit', params.toString()],
    queryFn: () => call<AuditPage>(`/audit?${params}`),
    placeholderData: keepPreviousData,
  })
}

/** The filtered trail as a CSV file (GET /audit/export, in the admin's language), saved as a Blob. */
export const useAuditExport = () => {
  const { t, i18n } = useAdminText()
  const say = useMessageText()
  const toast = useToast()
  const { download } = useSession()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const exportTrail = async (filter: AuditFilter) => {
    setBusy(true)
    setFailure(null)
    try {
      const params = auditQuery(filter)
      params.set('lang', i18n.language === 'en' ? 'en' : 'sv')
      saveFile(
        await download(`/audit/export?${params}`, API_REQUEST_FAILED),
        `${t('audit.fileName')}-${salonDay()}.csv`,
      )
      toast(t('audit.exported'))
    } catch (error) {
      setFailure(say((error as Error).message))
    } finally {
      setBusy(false)
    }
  }
  return { exportTrail, busy, failure }
}
