/* Payload's REST API and the /api contract's custom endpoints share this mount. */
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withBodyLimit } from '../../../../../endpoints/http/bodyLimit'
import { withDocumentTurn } from '../../../../../endpoints/http/documentTurns'
import { headFromGet } from '../../../../../endpoints/http/headFromGet'
import { visitorReadsFirst } from '../../../../../endpoints/http/visitorReads'
import config from '@payload-config'

// A visitor's public read (no token) is answered before Payload's dispatch; everything else goes through it.
export const GET = visitorReadsFirst(config, REST_GET(config))
export const HEAD = headFromGet(GET)
// Every method that may carry a body: capped (and its sender known) before anything reads it. The panel's saves of
// a document with drafts wait for the document's turn (the contract's writes take it too).
export const POST = withBodyLimit(withDocumentTurn(REST_POST(config), config), config)
export const DELETE = withBodyLimit(REST_DELETE(config), config)
export const PATCH = withBodyLimit(withDocumentTurn(REST_PATCH(config), config), config)
export const PUT = withBodyLimit(REST_PUT(config), config)
export const OPTIONS = REST_OPTIONS(config)
