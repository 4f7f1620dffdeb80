/** The server's text at the row whose action failed (useRowAction's `failure`), announced at once. */
export function RowFailure({ failure }: { failure: string | null }) {
  return failure ? (
    <p className="form-status form-status--error" role="alert">
      {failure}
    </p>
  ) : null
}
