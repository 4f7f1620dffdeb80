'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { ComposedMail } from '../../../lib/contract/notifications'
import type { TemplateData } from '../../../lib/contract/notifications'
import type { GeneratedMailing } from '../../../lib/contract/notifications'
import type { Notification, NotificationStats } from '../../../lib/contract/notifications'
import type { SendAnswer, SendProgress } from '../../../lib/contract/notifications'
import type { TemplateName } from '../../../lib/schemas/templateGenerate'
import { useSession } from '../session/SessionProvider'

const MAILINGS_KEY = ['notifications'] as const
const STATS_KEY = ['notifications', 'stats'] as const

export type MailPreview = { sv: ComposedMail; en: ComposedMail }

export const useMailings = () => {
  const { call } = useSession()
  return useQuery({ queryKey: [...MAILINGS_KEY, 'list'], queryFn: () => call<Notification[]>('/notifications') })
}

/** Counts of mailings and of the subscribers a send reaches (confirmed, with consent); `fresh` asks again on mount. */
export const useMailingStats = (fresh = false) => {
  const { call } = useSession()
  return useQuery({
    queryKey: STATS_KEY,
    queryFn: () => call<NotificationStats>('/notifications/stats/overview'),
    ...(fresh ? { staleTime: 0, refetchOnMount: 'always' as const } : {}),
  })
}

export const useTemplateData = () => {
  const { call } = useSession()
  return useQuery({
    queryKey: ['notifications', 'templates'],
    queryFn: () => call<TemplateData>('/notifications/templates/data'),
  })
}

/** Every change refreshes the list and the counts. */
const useMailingMutation = <A, R>(mutationFn: (args: A) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: MAILINGS_KEY }) })
}

export const useSaveMailing = () => {
  const { call } = useSession()
  return useMailingMutation(({ id, body }: { id?: string | number; body: Record<string, unknown> }) =>
    id
      ? call<Notification>(`/notifications/${id}`, { method: 'PUT', body })
      : call<Notification>('/notifications', { method: 'POST', body }),
  )
}

export const useToggleMailing = () => {
  const { call } = useSession()
  return useMailingMutation((id: string | number) =>
    call<Notification>(`/notifications/${id}/toggle`, { method: 'PATCH' }),
  )
}

export const useDeleteMailing = () => {
  const { call } = useSession()
  return useMailingMutation((id: string | number) => call(`/notifications/${id}`, { method: 'DELETE' }))
}

export const useSendMailing = () => {
  const { call } = useSession()
  return useMailingMutation(({ id, resend }: { id: string | number; resend: boolean }) =>
    call<SendAnswer>(`/notifications/${id}/send`, { method: 'POST', body: resend ? { resend: true } : {} }),
  )
}

/** How often a running send's progress is asked for. */
const PROGRESS_POLL_MS = 1000

/**
 * A mailing's latest send round, asked again every second while it runs; once it is done, the list and the counts
 * are refreshed (its sent time and count changed).
 */
export const useSendProgress = (id: string | number) => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: [...MAILINGS_KEY, 'progress', id],
    queryFn: async () => {
      const progress = await call<SendProgress>(`/notifications/${id}/progress`)
      if (progress.state === 'done') void queryClient.invalidateQueries({ queryKey: [...MAILINGS_KEY, 'list'] })
      return progress
    },
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.state === 'sending' ? PROGRESS_POLL_MS : false),
  })
}

export const useGenerateMailing = () => {
  const { call } = useSession()
  return useMutation({
    mutationFn: (template: TemplateName) =>
      call<GeneratedMailing & { template: TemplateName }>('/notifications/templates/generate', {
        method: 'POST',
        body: { template },
      }),
  })
}

export const usePreviewMailing = () => {
  const { call } = useSession()
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      call<MailPreview>('/notifications/preview', { method: 'POST', body }),
  })
}
