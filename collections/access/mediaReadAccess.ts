import type { Access } from 'payload'

import { activeOrStaff } from './activeOrStaff'
import { isAnonymous } from '../../src/platform/publicCache'
import { isPublicMediaFile } from '../../src/queries/publicMediaFile'

/**
 * Media follow `activeOrStaff`. A visitor's request for a file (`isReadingStaticFile`) gets the same answer from
 * the content cache instead of a database lookup per image; signed-in staff take Payload's way (a bad token names
 * nobody, so its request is a visitor's).
 */
export const mediaReadAccess: Access = async (args) => {
  const { req, isReadingStaticFile, data } = args
  if (!isReadingStaticFile || !isAnonymous(req) || typeof data?.filename !== 'string') return activeOrStaff(args)
  return isPublicMediaFile(req.payload, data.filename)
}
