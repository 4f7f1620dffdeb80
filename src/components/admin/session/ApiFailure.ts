/** A failed contract call, thrown so TanStack Query and forms see it as an error with the server's text. */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly errors?: Record<string, string>,
    readonly network = false,
  ) {
    super(message)
    this.name = 'ApiFailure'
  }
}
