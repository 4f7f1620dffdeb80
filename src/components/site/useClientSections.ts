'use client'

import { useEffect, useState, type ComponentType } from 'react'

let loaded: ComponentType | null = null
let loading: Promise<ComponentType> | null = null

const load = (): Promise<ComponentType> =>
  (loading ??= import('./ClientSections').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      // A failed chunk is asked for again on the next need (the code may arrive later).
      loading = null
      throw error
    },
  ))

/**
 * The browser-rendered sections (ClientSections), fetched the first time they are `needed`; null until then.
 * Not React.lazy: no Suspense fallback, so the server's sections simply stay on screen until the code is here.
 */
export const useClientSections = (needed: boolean): ComponentType | null => {
  const [component, setComponent] = useState<ComponentType | null>(() => loaded)
  useEffect(() => {
    if (!needed || component) return
    let current = true
    load().then(
      (value) => current && setComponent(() => value),
      (error: unknown) => console.warn('The live preview could not load:', error),
    )
    return () => {
      current = false
    }
  }, [needed, component])
  return component
}
