import { buildOpenApiDocument } from './document'
import { contractRoutes } from './routes'

let written: Record<string, unknown> | undefined

/** The contract's OpenAPI document, written on first use and kept: it depends on the code alone. */
export const contractDocument = (): Record<string, unknown> => (written ??= buildOpenApiDocument(contractRoutes))
