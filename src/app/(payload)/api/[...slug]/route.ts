/* Payload's REST API and the /api contract's custom endpoints share this mount. */
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withBodyLimit } from '../../../../../endpoints/http/bodyLimit'
import { headFromGet } from '../../../../../endpoints/http/headFromGet'
import config from '@payload-config'

export const GET = REST_GET(config)
export const HEAD = headFromGet(GET)
export const POST = withBodyLimit(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = withBodyLimit(REST_PATCH(config))
export const PUT = withBodyLimit(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
