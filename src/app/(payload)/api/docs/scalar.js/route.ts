/* The API reference's viewer (Scalar), from the site's own origin: the docs page's policy allows only 'self'. */
import { scalarScript } from '../scalarScript'

export const GET = async (): Promise<Response> => {
  const { text } = await scalarScript()
  return new Response(new Uint8Array(text), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // The page asks for it by version (?v=), so a new version is a new address.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
