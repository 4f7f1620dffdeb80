import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/** Cache tag of the public page's content; every change to visitor-facing content expires it at once. */
export const CONTENT_TAG = 'site-content'

const expireContent = (): void => {
  try {
    revalidateTag(CONTENT_TAG, { expire: 0 })
  } catch {
    // Outside a Next request (seed script, Local API in tests) there is no cache to expire.
  }
}

export const revalidateAfterChange: CollectionAfterChangeHook = ({ doc }) => {
  expireContent()
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  expireContent()
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = ({ doc }) => {
  expireContent()
  return doc
}
