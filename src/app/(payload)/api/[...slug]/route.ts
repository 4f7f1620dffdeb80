/* Payload's REST API and the /api contract's custom endpoints share this mount. */
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withBodyLimit } from '../../../../../endpoints/http/bodyLimit'
import { headFromGet } from '../../../../../endpoints/http/headFromGet'
import config from '@payload-config'

export const GET = REST_GET(config)
export const HEAD = headFromGet(GET)
// Every method that may carry a body: capped (and its sender known) before anything reads it.
export const POST = withBodyLimit(REST_POST(config), config)
export const DELETE = withBodyLimit(REST_DELETE(config), config)
export const PATCH = withBodyLimit(REST_PATCH(config), config)
export const PUT = withBodyLimit(REST_PUT(config), config)
export const OPTIONS = REST_OPTIONS(config)
