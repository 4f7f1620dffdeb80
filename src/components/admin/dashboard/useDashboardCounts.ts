'use client'

import { useQuery } from '@tanstack/react-query'

import type { DiscountItem } from '../../../lib/contract/discounts'
import type { GalleryItem } from '../../../lib/contract/gallery'
import type { ContactMessageList } from '../../../lib/contract/messages'
import type { SubscriberStats } from '../../../lib/contract/subscribers'
import { discountState } from '../../../lib/discounts'
import { useServiceList } from '../frame/useServiceList'
import { useSession } from '../session/SessionProvider'

/** The dashboard's counts, each from its own contract read, so one failing read spoils only its card. */
export const useDashboardCounts = () => {
  const { call } = useSession()
  const services = useServiceList()
  const promotions = useQuery({ queryKey: ['discounts'], queryFn: () => call<DiscountItem[]>('/discounts?lang=sv') })
  const gallery = useQuery({ queryKey: ['gallery', 'all'], queryFn: () => call<GalleryItem[]>('/gallery?lang=sv') })
  const messages = useQuery({ queryKey: ['messages'], queryFn: () => call<ContactMessageList>('/contact/messages') })
  // Confirmed subscribers are who receive mailings.
  const subscribers = useQuery({
    queryKey: ['subscribers', 'stats'],
    queryFn: () => call<SubscriberStats>('/newsletter/stats'),
  })
  return {
    services: { query: services, count: services.data?.length },
    promotions: {
      query: promotions,
      count: promotions.data?.filter(
        (item) =>
          discountState({ isActive: item.is_active === 1, startDate: item.start_date, endDate: item.end_date }) ===
          'running',
      ).length,
    },
    gallery: { query: gallery, count: gallery.data?.filter((item) => item.type === 'image').length },
    messages: { query: messages, count: messages.data?.unread },
    subscribers: { query: subscribers, count: subscribers.data?.confirmed },
  }
}
