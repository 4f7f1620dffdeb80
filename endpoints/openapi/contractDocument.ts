import { buildOpenApiDocument } from './document'
import { contractEndpoints } from '../index'

let written: Record<string, unknown> | undefined

/** The contract's OpenAPI document, written on first use from the mounted routes' declarations, and kept. */
export const contractDocument = (): Record<string, unknown> =>
  (written ??= buildOpenApiDocument(contractEndpoints.map((endpoint) => endpoint.custom.doc)))
