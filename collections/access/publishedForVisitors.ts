import type { Access } from 'payload'

import { publishedWhere } from '../../src/lib/published'

/**
 * `rule`, and for a visitor only what is published: a draft (saved or scheduled) is for staff, in the panel,
 * its live preview and `?draft` reads.
 */
export const publishedForVisitors =
  (rule: Access): Access =>
  async (args) => {
    const result = await rule(args)
    if (args.req.user || result === false) return result
    return result === true ? publishedWhere : { and: [result, publishedWhere] }
  }
