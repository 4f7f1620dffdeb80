/*
 * The API reference for integrators: Scalar renders /api/openapi.json, with a "try it" that sends the token
 * headers. No inline script: the configuration is a data attribute, and the page has its own policy (next.config.ts,
 * apiDocsHeaders) that allows the viewer's script from the site and its inline styles, on this page alone.
 */
import { scalarScript, scalarScriptPath } from './scalarScript'

/** Nothing leaves the site: no fonts, telemetry, proxy or assistant of Scalar's own. */
const CONFIGURATION = {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  proxyUrl: '',
  agent: { disabled: true },
  showDeveloperTools: 'never',
  authentication: { preferredSecurityScheme: 'bearerAuth' },
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export const GET = async (): Promise<Response> => {
  const { version } = await scalarScript()
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Salong API reference</title>
<meta name="robots" content="noindex">
</head>
<body>
<script id="api-reference" data-url="/api/openapi.json" data-configuration="${escapeAttribute(JSON.stringify(CONFIGURATION))}"></script>
<script src="${escapeAttribute(scalarScriptPath(version))}"></script>
</body>
</html>
`
  return new Response(html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
