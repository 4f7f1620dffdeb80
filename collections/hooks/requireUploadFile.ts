import { type CollectionBeforeOperationHook, MissingFile } from 'payload'

import { RESTORING_MEDIA } from '../../src/platform/requestContext'

/**
 * Media is configured with `filesRequiredOnCreate: false` only so a restore can create a media document from
 * its archived file data without Payload reading the file into memory and writing it into the served folder
 * mid-transaction; every other create still needs its file, exactly as before.
 */
export const requireUploadFile: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' || req.file || req.context[RESTORING_MEDIA] === true) return args
  if ((args as { duplicateFromID?: unknown }).duplicateFromID) return args
  throw new MissingFile(req.t)
}
