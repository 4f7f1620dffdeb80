type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response> | Response

/**
 * `HEAD` as the same route's `GET` without its body (RFC 9110): Payload routes by method and knows no HEAD, so a
 * player or a cache asking for a film's size and validators would get 404.
 */
export const headFromGet =
  <Context>(get: RouteHandler<Context>) =>
  async (request: Request, context: Context): Promise<Response> => {
    const response = await get(new Request(request.url, { method: 'GET', headers: request.headers }), context)
    await response.body?.cancel()
    return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
