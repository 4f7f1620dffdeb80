'use client'

import { useQuery } from '@tanstack/react-query'

import type { ServiceItem } from '../../../lib/contract/services'
import { useSession } from '../session/SessionProvider'

/** A service as staff edit it: the contract's item read in Swedish, with its English name and description beside. */
export type AdminService = ServiceItem & { name_en: string; description_en: string | null }

export const SERVICES_KEY = ['services'] as const

/** Every service, hidden ones too (`?active=false`), in both languages; shared by services, prices and promotions. */
export const useServiceList = () => {
  const { call } = useSession()
  return useQuery({
    queryKey: SERVICES_KEY,
    queryFn: async (): Promise<AdminService[]> => {
      const [swedish, english] = await Promise.all([
        call<ServiceItem[]>('/services?active=false&lang=sv'),
        call<ServiceItem[]>('/services?active=false&lang=en'),
      ])
      const byId = new Map(english.map((service) => [String(service.id), service]))
      return swedish.map((service) => {
        const other = byId.get(String(service.id))
        return {
          ...service,
          name_en: other?.name ?? service.name,
          description_en: other?.description ?? service.description,
        }
      })
    },
  })
}
