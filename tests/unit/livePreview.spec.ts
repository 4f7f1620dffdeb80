import { describe, expect, it } from 'vitest'

import { applyPreview, isPreviewDoc } from '../../src/components/site/livePreview/applyPreview'
import { livePreviewPath, previewTargetOf } from '../../src/lib/livePreview'
import { SETTING_FALLBACKS } from '../../src/lib/settingFallbacks'
import type { SiteData } from '../../src/lib/siteData'

const service = (id: number, name: string, price: number) => ({
  id,
  name,
  description: null,
  category: 'nails' as const,
  price,
  duration: 60,
  duration_minutes: 60,
  image_url: null,
  image_srcset: null,
  booking_link: null,
  is_active: 1 as const,
})

const discount = {
  id: 7,
  service_id: 1,
  title_sv: 'Höst',
  title_en: null,
  description_sv: null,
  description_en: null,
  discount_percent: 10,
  original_price: null,
  start_date: '2026-11-01',
  end_date: '2026-12-01',
  is_active: 1 as const,
  booking_link: null,
  service_name: 'Manikyr',
  category: 'nails' as const,
  discounted_price: 450,
}

const data: SiteData = {
  settings: { ...SETTING_FALLBACKS.sv, site_title: 'Salong Lumière' },
  services: [service(1, 'Manikyr', 500), service(2, 'Pedikyr', 600)],
  gallery: [],
  films: [],
  discounts: [discount],
}

/** A treatment as Payload's live preview merge answers it: one language, relationships populated. */
const treatment = (changes: Record<string, unknown>) => ({
  id: 1,
  name: 'Manikyr',
  category: 'nails',
  price: 500,
  durationMinutes: 60,
  isActive: true,
  ...changes,
})

describe('the panel preview address', () => {
  it('opens the edited language and names what is edited', () => {
    expect(livePreviewPath('sv', 'treatments', 5)).toBe('/?live-preview=treatments:5')
    expect(livePreviewPath('en', 'settings')).toBe('/en?live-preview=settings')
    expect(previewTargetOf('?live-preview=treatments:5')).toEqual({ slug: 'treatments', id: '5' })
    expect(previewTargetOf('?live-preview=settings')).toEqual({ slug: 'settings' })
  })
  it('is no preview for a normal visit or an unknown target', () => {
    expect(previewTargetOf('')).toBeNull()
    expect(previewTargetOf('?live-preview=users:1')).toBeNull()
  })
})

describe('an unsaved edit laid over the page', () => {
  it('replaces the treatment in place, and its promotions follow its name and price', () => {
    const shown = applyPreview(data, 'treatments', treatment({ name: 'Lyxmanikyr', price: 800 }), 'sv')
    expect(shown.services.map((item) => [item.id, item.name, item.price])).toEqual([
      [1, 'Lyxmanikyr', 800],
      [2, 'Pedikyr', 600],
    ])
    expect(shown.discounts[0]).toMatchObject({ service_name: 'Lyxmanikyr', discounted_price: 720 })
  })

  it('hides a treatment switched off, with its promotions', () => {
    const shown = applyPreview(data, 'treatments', treatment({ isActive: false }), 'sv')
    expect(shown.services.map((item) => item.id)).toEqual([2])
    expect(shown.discounts).toEqual([])
  })

  it('shows a promotion with its new title and percent, priced by the rounding rule', () => {
    const promotion = {
      id: 7,
      title: 'Vinter',
      discountPercent: 15,
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-12-01T00:00:00.000Z',
      isActive: true,
      treatment: treatment({ price: 499 }),
    }
    const shown = applyPreview(data, 'promotions', promotion, 'sv')
    expect(shown.discounts).toHaveLength(1)
    expect(shown.discounts[0]).toMatchObject({ title_sv: 'Vinter', discount_percent: 15, discounted_price: 424 })
  })

  it('uses the built-in text for an emptied setting', () => {
    const shown = applyPreview(data, 'settings', { site_title: 'Nytt namn', site_subtitle: '' }, 'sv')
    expect(shown.settings.site_title).toBe('Nytt namn')
    expect(shown.settings.site_subtitle).toBe(SETTING_FALLBACKS.sv.site_subtitle)
  })

  it("ignores what isn't a document (an error answer)", () => {
    expect(isPreviewDoc('treatments', { errors: [{ message: 'Not Found' }] })).toBe(false)
    expect(isPreviewDoc('treatments', { name: 'no id' })).toBe(false)
    expect(isPreviewDoc('settings', { site_title: 'x' })).toBe(true)
  })
})
