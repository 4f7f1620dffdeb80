/* The /api contract as an OpenAPI 3.1 document (endpoints/openapi/), for integrators and their tools. */
import { contractDocument } from '../../../../../endpoints/openapi/contractDocument'

// The same for everyone and for the whole life of a version: a shared cache may keep it a few minutes.
export const GET = (): Response =>
  Response.json(contractDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } })
