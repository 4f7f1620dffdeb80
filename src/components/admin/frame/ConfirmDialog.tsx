'use client'

import { AdminDialog } from './AdminDialog'
import { useAdminText } from '../useAdminText'

/** A question before anything destructive or anything that would lose typed text. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  isOpen,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string
  text: string
  confirmLabel: string
  cancelLabel?: string
  isOpen: boolean
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useAdminText()
  return (
    <AdminDialog title={title} isOpen={isOpen} onClose={onCancel} role="alertdialog">
      <p>{text}</p>
      <div className="admin-actions">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog's safe choice takes focus (WAI-ARIA dialog pattern) */}
        <button type="button" className="button button--ghost" onClick={onCancel} autoFocus>
          {cancelLabel ?? t('frame.cancel')}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={onConfirm}
          disabled={busy}
          data-testid="confirm"
        >
          {confirmLabel}
        </button>
      </div>
    </AdminDialog>
  )
}
