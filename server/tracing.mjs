// OpenTelemetry traces over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set (the exporter reads it and the other
// standard OTEL_* variables itself); service `salong` unless OTEL_SERVICE_NAME names another. Spans: each request
// (./observedRequests.mjs, a caller's `traceparent` continued) with Next's own spans for its routing and rendering
// under it, the MongoDB driver's commands, outgoing HTTP (the bucket), and each mail (src/platform/emailAdapter.ts).
// Started by the server before Next loads, not from src/instrumentation.ts: Next gives the code it bundles its own
// older copy of the OpenTelemetry API, whose registration the SDK's API refuses (every registration must be of one
// version), while Next's runtime itself uses the installed API, as the server does; and so the database driver is
// patched before anything requires it.
import { context, propagation, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { registerInstrumentations } from '@opentelemetry/instrumentation'
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http'
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace'

import { onStop } from '../src/lib/stopSignal.mjs'

export const startTracing = () => {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'salong' }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  })
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  propagation.setGlobalPropagator(new W3CTraceContextPropagator())
  trace.setGlobalTracerProvider(provider)
  registerInstrumentations({
    tracerProvider: provider,
    // Incoming requests are the server's own span (./observedRequests.mjs), not the http instrumentation's (which,
    // told to ignore them, would run them with tracing suppressed).
    instrumentations: [
      new HttpInstrumentation({ disableIncomingRequestInstrumentation: true }),
      new MongoDBInstrumentation(),
    ],
  })
  // The spans still buffered go out before the process ends.
  onStop(() => provider.shutdown())
}
