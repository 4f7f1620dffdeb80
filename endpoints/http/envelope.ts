import type { FieldErrors } from '../../src/platform/apiError'

/** The contract's one response envelope: `{ success, data?, error?, errors?, message? }` (SPEC §3). */

export const ok = (data: unknown, options: { status?: number; message?: string } = {}): Response =>
  Response.json(
    { success: true, data, ...(options.message ? { message: options.message } : {}) },
    { status: options.status ?? 200 },
  )

/**
 * `ok` for `data` already serialized (src/platform/publicCache.ts): the same envelope, written around the text.
 * @param dataJson the JSON text of `data`
 */
export const okFromJson = (dataJson: string): Response =>
  new Response(`{"success":true,"data":${dataJson}}`, { headers: { 'Content-Type': 'application/json' } })

export const created = (data: unknown, message?: string): Response => ok(data, { status: 201, message })

export const fail = (status: number, error: string, errors?: FieldErrors): Response =>
  Response.json({ success: false, error, ...(errors ? { errors } : {}) }, { status })
