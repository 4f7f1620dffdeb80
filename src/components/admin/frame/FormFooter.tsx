'use client'

import { useAdminText } from '../useAdminText'

/** What every admin form ends with: the failure that belongs to no field, cancel, and save (disabled while sending). */
export function FormFooter({
  failure,
  busy,
  onCancel,
  canSave = true,
  saveTestId,
}: {
  failure: string | null
  busy: boolean
  onCancel?: () => void
  canSave?: boolean
  saveTestId?: string
}) {
  const { t } = useAdminText()
  return (
    <>
      {failure ? (
        <p className="form-status form-status--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="admin-actions">
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('frame.cancel')}
          </button>
        ) : null}
        <button type="submit" className="button" disabled={busy || !canSave} data-testid={saveTestId}>
          {busy ? t('frame.saving') : t('frame.save')}
        </button>
      </div>
    </>
  )
}
