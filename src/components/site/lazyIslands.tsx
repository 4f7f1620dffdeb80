'use client'

import { lazy, type ComponentType } from 'react'

type Loaded<Props> = { default: ComponentType<Props> }

/** A thenable that answers at once: React.lazy then renders without suspending. */
const answered = <Props,>(component: ComponentType<Props>) =>
  ({ then: (resolve: (module: Loaded<Props>) => void) => resolve({ default: component }) }) as Promise<Loaded<Props>>

/**
 * An island whose code is not in the page's first load: none of these is needed for the hero's first frame, and
 * each script in the first load delays it (docs/operations.md, the hero's paint). The browser asks for the code as
 * soon as the page's own scripts run. No Suspense boundary of its own: the server waits for it and sends the
 * island's HTML in place, and while the browser hydrates, the section's `<Activity>` keeps that HTML on screen
 * until the code is there.
 */
const lazyIsland = <Props extends object>(load: () => Promise<ComponentType<Props>>) => {
  let loaded: ComponentType<Props> | undefined
  // A failed load is met again at render, where the page's error boundary shows it.
  if (typeof window !== 'undefined')
    load().then(
      (component) => (loaded = component),
      () => undefined,
    )
  // Code already here (the live preview renders long after the page loaded) is used at once.
  const Island = lazy(() => (loaded ? answered(loaded) : load().then((component) => ({ default: component }))))
  // A function, not the lazy object itself: the page's flight data may hand a client component over as a lazy of
  // its own, and React cannot render a lazy that resolves to another.
  return function LazyIsland(props: Props) {
    return <Island {...props} />
  }
}

export const ContactForm = lazyIsland(async () => (await import('./ContactForm')).ContactForm)
export const MapEmbed = lazyIsland(async () => (await import('./MapEmbed')).MapEmbed)
export const GalleryGrid = lazyIsland(async () => (await import('./GalleryGrid')).GalleryGrid)
export const SocialFeed = lazyIsland(async () => (await import('./SocialFeed')).SocialFeed)
export const NewsletterForm = lazyIsland(async () => (await import('./NewsletterForm')).NewsletterForm)
export const PrivacySettings = lazyIsland(async () => (await import('./PrivacySettings')).PrivacySettings)
/** Opened by a click, never in the server's HTML: rendered in a Suspense boundary of its own (BookingProvider). */
export const BookingModal = lazyIsland(async () => (await import('./BookingModal')).BookingModal)
