import { z } from 'zod'

import { deleted, langQuery } from './shared'
import { GALLERY_FILTERS } from '../../../src/lib/categories'
import { galleryItemSchema } from '../../../src/lib/schemas/galleryItem'
import { UPLOAD_TOO_LARGE, UPLOAD_UNREADABLE, UPLOAD_WRONG_TYPE } from '../../../src/lib/uploadLimits'
import type { RouteDoc } from '../../http/route'
import { galleryAnswer, idAnswer } from '../answers'

const NOT_FOUND = 'Gallery item not found.'
const BAD_UPLOAD = [
  UPLOAD_WRONG_TYPE,
  'The poster must be the address of an uploaded image (poster_url).',
  UPLOAD_UNREADABLE,
  'The _payload field is not valid JSON.',
]
const TOO_LARGE = [UPLOAD_TOO_LARGE, 'An upload holds one file and at most 20 short fields.']

/** /gallery (endpoints/gallery.ts). */
export const galleryRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/gallery',
    summary: 'The gallery',
    query: langQuery.extend({
      category: z.enum(GALLERY_FILTERS).optional().describe('Only this category; `all` (default) for every one.'),
    }),
    success: { data: z.array(galleryAnswer), description: 'The active images and films of the gallery.' },
    errors: { 400: ['Unknown category. Use one of: all, nails, facial, pedicure, general.'] },
  },
  {
    method: 'get',
    path: '/gallery/:id',
    summary: 'One gallery item',
    query: langQuery,
    success: { data: galleryAnswer, description: 'The item.' },
    errors: { 404: [NOT_FOUND] },
  },
  {
    method: 'post',
    path: '/gallery',
    summary: 'Upload an image or a film',
    description:
      'multipart/form-data: the `file` and the fields below (or them as JSON in a `_payload` field). ' +
      '`placement: poster` keeps the upload aside as a film still.',
    staff: true,
    body: galleryItemSchema,
    upload: true,
    success: { status: 201, data: galleryAnswer, description: 'The new item.' },
    errors: {
      400: ['Choose an image or video file to upload (form field "file").', ...BAD_UPLOAD],
      413: TOO_LARGE,
    },
  },
  {
    method: 'put',
    path: '/gallery/:id',
    summary: 'Change a gallery item',
    description: 'JSON, or multipart/form-data with a new `file`. Only the fields sent change.',
    staff: true,
    body: galleryItemSchema,
    upload: true,
    success: { data: galleryAnswer, description: 'The item as it is now.' },
    errors: { 400: BAD_UPLOAD, 404: [NOT_FOUND], 413: TOO_LARGE },
  },
  {
    method: 'delete',
    path: '/gallery/:id',
    summary: 'Delete a gallery item',
    staff: true,
    success: { data: idAnswer, description: deleted('item') },
    errors: { 404: [NOT_FOUND] },
  },
]
