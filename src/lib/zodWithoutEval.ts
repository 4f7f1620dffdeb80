/*
 * In the browser, zod parses without its compiled fast path: its first object parse would otherwise probe for eval
 * with `new Function`, which the page's policy refuses (zod catches it, but the browser reports a violation). The
 * forms' objects are small; the difference is not measurable there. zod keeps its settings on this global, shared
 * by every copy of it, so setting them costs the page no import of zod (its forms load it only when used).
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
if (typeof window !== 'undefined') (shared.__zod_globalConfig ??= {}).jitless = true

// A module, imported for its effect alone.
export {}
