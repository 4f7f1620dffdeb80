'use client'

import { useRouter } from 'next/navigation'
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'

import { whenIdle } from './whenIdle'
import { apiRequest } from '../../lib/apiClient'
import { fingerprintOf } from '../../lib/contentFingerprint'
import type { SettingEntry, SiteSettings } from '../../lib/contract/settings'
import type { Locale } from '../../lib/locales'
import { SETTINGS_FOCUS_REFRESH_MS, SETTINGS_REFRESH_MS } from '../../lib/siteConstants'
import { type InitialSiteData, LOADED_LISTS, type LoadedLists, type SiteData } from '../../lib/siteData'

const SiteDataContext = createContext<SiteData | null>(null)
/**
 * True while the panel's live preview lays unsaved edits over the data (and the browser has loaded the services and
 * discounts they apply to): only the browser can render those.
 */
const PreviewingContext = createContext(false)
export const usePreviewing = () => useContext(PreviewingContext)

/** What the panel's live preview lays over the loaded data (unsaved edits); null on a normal visit. */
export type PreviewOverlay = { apply: (data: SiteData) => SiteData } | null
const PreviewOverlayContext = createContext<(overlay: PreviewOverlay) => void>(() => undefined)
export const useSetPreviewOverlay = () => useContext(PreviewOverlayContext)

/**
 * The page's data in the browser. Services and discounts are there only in the live preview, once the start-up
 * load brings them (SiteData); on a normal visit only the server renders them.
 */
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
const withChanges = <T extends object>(current: T, changes: Partial<T>): T => {
  const changed = (Object.keys(changes) as (keyof T)[]).filter(
    (key) => JSON.stringify(changes[key]) !== JSON.stringify(current[key]),
  )
  return changed.length ? { ...current, ...Object.fromEntries(changed.map((key) => [key, changes[key]])) } : current
}

/**
 * SPEC §4: services, gallery, settings and discounts load together at start; settings reload every 10 minutes
 * and on focus when the last refresh is over 2 minutes old. A failed load keeps the data already shown.
 */
export function SiteDataProvider({
  initial,
  locale,
  children,
}: {
  initial: InitialSiteData
  locale: Locale
  children: ReactNode
}) {
  // What the browser loaded since, starting from what the server rendered; a new page (another language) starts
  // over from its own server data in the same render, so it never shows the previous page's data first.
  const [loaded, setLoaded] = useState({ from: initial, data: initial })
  if (loaded.from !== initial) setLoaded({ from: initial, data: initial })
  const data = loaded.from === initial ? loaded.data : initial
  const setData = useCallback(
    (change: (current: InitialSiteData) => InitialSiteData) =>
      setLoaded((current) => {
        const next = change(current.data)
        return next === current.data ? current : { ...current, data: next }
      }),
    [],
  )
  // The services and discounts as last loaded; the server sent only their fingerprints (siteData.ts).
  const [lists, setLists] = useState<Partial<LoadedLists>>({})
  // Kept apart from the data, so a reload of saved content never wipes the edits being previewed.
  const [overlay, setOverlay] = useState<PreviewOverlay>(null)
  // Only the live preview shows the loaded lists (the server renders them on a normal visit). Outside it the value
  // stays the same object when they load, so their arrival re-renders nothing on a visitor's phone.
  const previewLists = overlay ? lists : null
  const shown = useMemo(() => {
    const { fingerprints: _rendered, ...shared } = data
    const full: SiteData = {
      ...shared,
      services: previewLists?.services ?? [],
      discounts: previewLists?.discounts ?? [],
    }
    return overlay ? overlay.apply(full) : full
  }, [data, previewLists, overlay])
  // When the settings were last loaded (the server's copy counts as loaded when the page starts).
  const lastSettingsLoad = useRef(0)
  const router = useRouter()

  // A reload brought something the server did not render: it renders the sections anew from its content (whose
  // cache the change expired); the interactive parts already show the new data, and keep what a visitor typed.
  // Once per load that brought it: a server whose page still shows the old content would otherwise be asked again
  // and again, each answer starting the next.
  const listsStale = LOADED_LISTS.some((key) => lists[key] && fingerprintOf(lists[key]) !== initial.fingerprints[key])
  const refreshedFor = useRef<{ data?: InitialSiteData; lists?: Partial<LoadedLists> }>({})
  useEffect(() => {
    const newData = data !== initial && data !== refreshedFor.current.data
    const newLists = listsStale && lists !== refreshedFor.current.lists
    if (!newData && !newLists) return
    refreshedFor.current = { data, lists }
    startTransition(() => router.refresh())
  }, [data, initial, lists, listsStale, router])

  const loadSettings = useCallback(async () => {
    lastSettingsLoad.current = Date.now()
    const result = await apiRequest<SettingEntry[]>('/settings')
    // A transition: the re-render yields to the visitor's input instead of blocking it.
    if (result.success)
      startTransition(() =>
        setData((current) => withChanges(current, { settings: settingsIn(result.data, locale, current.settings) })),
      )
    else console.warn('Settings could not be refreshed:', result.error)
  }, [locale, setData])

  useEffect(() => {
    lastSettingsLoad.current = Date.now()
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
      startTransition(() => {
        if (gallery.success) setData((current) => withChanges(current, { gallery: gallery.data }))
        setLists((current) =>
          withChanges(current, {
            ...(services.success ? { services: services.data } : {}),
            ...(discounts.success ? { discounts: discounts.data } : {}),
          }),
        )
      })
      for (const failed of [services, gallery, discounts])
        if (!failed.success) console.warn('Content could not be refreshed:', failed.error)
    }
    // After the page is painted: the server already rendered this content.
    const cancelLoad = whenIdle(() => void loadAll())
    const timer = window.setInterval(() => void loadSettings(), SETTINGS_REFRESH_MS)
    const onFocus = () => {
      if (Date.now() - lastSettingsLoad.current > SETTINGS_FOCUS_REFRESH_MS) void loadSettings()
    }
    window.addEventListener('focus', onFocus)
    return () => {
      cancelLoad()
      controller.abort()
      window.clearInterval(timer)
      window.removeEventListener('focus', onFocus)
    }
  }, [locale, loadSettings, setData])

  return (
    <SiteDataContext.Provider value={shown}>
      <PreviewingContext.Provider value={overlay !== null && LOADED_LISTS.every((key) => lists[key])}>
        <PreviewOverlayContext.Provider value={setOverlay}>{children}</PreviewOverlayContext.Provider>
      </PreviewingContext.Provider>
    </SiteDataContext.Provider>
  )
}
