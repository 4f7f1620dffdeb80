import { type Collection, getPayload, type Payload, type SanitizedConfig } from 'payload'

import { staffUser } from './bodyLimit'
import { fail } from './envelope'
import { ApiError } from '../../src/platform/apiError'
import { inDocumentTurn, type VersionedDocument } from '../../src/platform/documentTurn'

type RouteContext = { params: Promise<{ slug?: string[] }> }
type RouteHandler<C extends RouteContext> = (request: Request, context: C) => Promise<Response>

const hasDrafts = (versions: { drafts?: unknown } | false | undefined): boolean => Boolean(versions && versions.drafts)

/** The document a save of Payload's REST writes, when it has drafts: `PATCH /:collection/:id`, `POST /globals/:slug`. */
const versionedDocument = (
  payload: Payload,
  method: string,
  [root, id, ...rest]: string[],
): VersionedDocument | null => {
  if (id === undefined || rest.length > 0) return null
  if (method === 'POST' && root === 'globals') {
    const global = payload.config.globals.find((config) => config.slug === id)
    return hasDrafts(global?.versions) ? { global: id } : null
  }
  const collection = (payload.collections as Record<string, Collection | undefined>)[root]
  return method === 'PATCH' && hasDrafts(collection?.config.versions) ? { collection: root, id } : null
}

/**
 * The panel's saves of a document with drafts (its autosave, "Save draft", publish) take the document's turn, as the
 * contract's writes do (src/queries/publishBesideDraft.ts): a draft the contract reads and saves again is never one
 * an autosave changed meanwhile. Around Payload's whole handler, so the turn ends after its transaction has committed.
 */
export const withDocumentTurn =
  <C extends RouteContext>(handler: RouteHandler<C>, config: Promise<SanitizedConfig>): RouteHandler<C> =>
  async (request, context) => {
    const payload = await getPayload({ config })
    const document = versionedDocument(payload, request.method, (await context.params).slug ?? [])
    // Only staff's: a visitor's write is refused by Payload anyway, and must not keep staff waiting.
    if (!document || !(await staffUser(payload, request.headers))) return handler(request, context)
    try {
      return await inDocumentTurn(payload, document, () => handler(request, context))
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      const response = fail(error.status, error.message)
      if (error.retryAfterSeconds) response.headers.set('Retry-After', String(error.retryAfterSeconds))
      return response
    }
  }
