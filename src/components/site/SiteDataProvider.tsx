'use client'

import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

import { apiRequest } from '../../lib/apiClient'
import type { Locale } from '../../lib/locales'
import { SETTINGS_FOCUS_REFRESH_MS, SETTINGS_REFRESH_MS } from '../../lib/siteConstants'
import type { SettingEntry, SiteSettings } from '../../queries/siteSettings'
import type { SiteData } from './siteData'

const SiteDataContext = createContext<SiteData | null>(null)

/** What the panel's live preview lays over the loaded data (unsaved edits); null on a normal visit. */
export type PreviewOverlay = { apply: (data: SiteData) => SiteData } | null
const PreviewOverlayContext = createContext<(overlay: PreviewOverlay) => void>(() => undefined)
export const useSetPreviewOverlay = () => useContext(PreviewOverlayContext)

export const useSiteData = (): SiteData => {
  const data = useContext(SiteDataContext)
  if (!data) throw new Error('useSiteData outside SiteDataProvider')
  return data
}

const settingsIn = (entries: SettingEntry[], locale: Locale, previous: SiteSettings): SiteSettings => {
  const next = { ...previous }
  for (const entry of entries) {
    const value = (locale === 'en' ? entry.value_en : entry.value_sv) || entry.value_sv
    if (value) next[entry.key] = value
  }
  return next
}

/**
 * The data with `changes` applied, or the very same object when nothing really changed: a reload that brings
 * what the server already rendered must not re-render the whole page.
 */
const withChanges = (current: SiteData, changes: Partial<SiteData>): SiteData => {
  const changed = (Object.keys(changes) as (keyof SiteData)[]).filter((key) => JSON.stringify(changes[key]) !== JSON.stringify(current[key]))
  return changed.length ? { ...current, ...Object.fromEntries(changed.map((key) => [key, changes[key]])) } : current
}

/**
 * SPEC §4: services, gallery, settings and discounts load together at start; settings reload every 10 minutes
 * and on focus when the last refresh is over 2 minutes old. A failed load keeps the data already shown.
 */
export function SiteDataProvider({ initial, locale, children }: { initial: SiteData; locale: Locale; children: ReactNode }) {
  const [data, setData] = useState(initial)
  // Kept apart from the data, so a reload of saved content never wipes the edits being previewed.
  const [overlay, setOverlay] = useState<PreviewOverlay>(null)
  const shown = useMemo(() => (overlay ? overlay.apply(data) : data), [data, overlay])
  const lastSettingsLoad = useRef(Date.now())

  useEffect(() => setData(initial), [initial])

  const loadSettings = useCallback(async () => {
    lastSettingsLoad.current = Date.now()
    const result = await apiRequest<SettingEntry[]>('/settings')
    // A transition: the re-render yields to the visitor's input instead of blocking it.
    if (result.success) startTransition(() => setData((current) => withChanges(current, { settings: settingsIn(result.data, locale, current.settings) })))
    else console.warn('Settings could not be refreshed:', result.error)
  }, [locale])

  useEffect(() => {
    const controller = new AbortController()
    const loadAll = async () => {
      const lang = `lang=${locale}`
      const [services, gallery, discounts] = await Promise.all([
        apiRequest<SiteData['services']>(`/services?${lang}`, { signal: controller.signal }),
        apiRequest<SiteData['gallery']>(`/gallery?${lang}`, { signal: controller.signal }),
        apiRequest<SiteData['discounts']>(`/discounts?${lang}`, { signal: controller.signal }),
        loadSettings(),
      ])
      if (controller.signal.aborted) return
      startTransition(() =>
        setData((current) =>
          withChanges(current, {
            ...(services.success ? { services: services.data } : {}),
            ...(gallery.success ? { gallery: gallery.data } : {}),
            ...(discounts.success ? { discounts: discounts.data } : {}),
          }),
        ),
      )
      for (const failed of [services, gallery, discounts]) if (!failed.success) console.warn('Content could not be refreshed:', failed.error)
    }
    // After the page is painted: the server already rendered this content.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1))
    idle(() => void loadAll())
    const timer = window.setInterval(() => void loadSettings(), SETTINGS_REFRESH_MS)
    const onFocus = () => {
      if (Date.now() - lastSettingsLoad.current > SETTINGS_FOCUS_REFRESH_MS) void loadSettings()
    }
    window.addEventListener('focus', onFocus)
    return () => {
      controller.abort()
      window.clearInterval(timer)
      window.removeEventListener('focus', onFocus)
    }
  }, [locale, loadSettings])

  return (
    <SiteDataContext.Provider value={shown}>
      <PreviewOverlayContext.Provider value={setOverlay}>{children}</PreviewOverlayContext.Provider>
    </SiteDataContext.Provider>
  )
}
