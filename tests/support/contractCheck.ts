import { z } from 'zod'

import { contractDocument } from '../../endpoints/openapi/contractDocument'

/*
 * Every answer the integration suite gets from a route of the contract is checked against the OpenAPI document
 * (tests/support/rest.ts): its status must be one the document lists for that operation, its media type one of that
 * status's, and a JSON body must fit that schema, which allows no field it does not name. The validators are zod's
 * own reading of the document's JSON Schemas (z.fromJSONSchema).
 */

type JsonSchema = Record<string, unknown>
type Operation = { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }
type Paths = Record<string, Record<string, Operation>>

const { paths } = contractDocument() as { paths: Paths }

/** Each documented path as a pattern of the mounted address; fixed paths before templated ones, as Payload routes. */
const routes = Object.entries(paths)
  .map(([path, operations]) => ({
    pattern: new RegExp(`^/api${path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
    templated: (path.match(/\{/g) ?? []).length,
    path,
    operations,
  }))
  .sort((a, b) => a.templated - b.templated)

const validators = new Map<JsonSchema, z.ZodType>()
const validatorOf = (schema: JsonSchema): z.ZodType => {
  let validator = validators.get(schema)
  if (!validator) validators.set(schema, (validator = z.fromJSONSchema(schema as never)))
  return validator
}

/** The documented operation a request reaches, if it reaches one. */
const operationOf = (method: string, pathname: string) => {
  const verb = method.toLowerCase()
  const route = routes.find((candidate) => candidate.operations[verb] && candidate.pattern.test(pathname))
  return route && { path: route.path, operation: route.operations[verb] }
}

/** What is wrong with an answer by the document; null when it fits (or its route is not the contract's). */
export const undocumentedAnswer = (
  method: string,
  pathname: string,
  answer: { status: number; body: unknown; contentType: string | null },
): string | null => {
  const found = operationOf(method, pathname)
  if (!found) return null
  const where = `${method} ${pathname} (${found.path})`
  const response = found.operation.responses[String(answer.status)]
  if (!response) return `${where} answered ${answer.status}, a status the document does not list for it`
  const mediaType = (answer.contentType ?? '').split(';')[0].trim().toLowerCase()
  const content = response.content?.[mediaType]
  if (!content) return `${where} answered ${answer.status} as "${mediaType}", which the document does not list`
  if (mediaType !== 'application/json') return null
  const checked = validatorOf(content.schema).safeParse(answer.body)
  if (checked.success) return null
  return `${where} answered ${answer.status} with a body the document does not describe:\n${z.prettifyError(checked.error)}\n${JSON.stringify(answer.body).slice(0, 500)}`
}
