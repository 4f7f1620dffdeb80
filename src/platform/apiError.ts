/** Messages per field, as the envelope's `errors` carries them. */
export type FieldErrors = Record<string, string>

/** A failure the client caused or should know about; its message is safe to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    /** When the same request may succeed (seconds, the `Retry-After` header of a 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new ApiError(400, message, errors)
export const notFound = (message: string) => new ApiError(404, message)
export const conflict = (message: string) => new ApiError(409, message)
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new ApiError(503, message, undefined, retryAfterSeconds)
