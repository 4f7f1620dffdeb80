import type { Where } from 'payload'

/**
 * What a visitor may see of a collection with drafts: its published documents. A document saved before drafts
 * existed has no `_status` on MongoDB (SQLite's migration marked every row published) and counts as published.
 */
export const publishedWhere: Where = {
  or: [{ _status: { equals: 'published' } }, { _status: { exists: false } }],
}

/** `where` narrowed to published documents. */
export const publishedAnd = (where?: Where): Where => (where ? { and: [where, publishedWhere] } : publishedWhere)
